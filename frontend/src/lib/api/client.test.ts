import { ApiError, api } from './client';

function respond(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError', () => {
  it('reads "status: body" and keeps the server message and code', () => {
    const error = new ApiError(401, '{"success":false,"error":"unauthorized","message":"Invalid admin key"}', 'Unauthorized');
    expect(error.message).toBe('401: {"success":false,"error":"unauthorized","message":"Invalid admin key"}');
    expect(error.serverMessage).toBe('Invalid admin key');
    expect(error.code).toBe('unauthorized');
  });

  it('uses the status text when the body is empty', () => {
    const error = new ApiError(503, '', 'Service Unavailable');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('api client', () => {
  it('throws an ApiError for a non-OK response', async () => {
    vi.stubGlobal('fetch', respond(401, '{"success":false,"error":"unauthorized","message":"Authentication required"}', 'Unauthorized'));

    const call = api.GET('/api/auth/user');

    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(api.GET('/api/auth/user')).rejects.toThrow('401: ');
  });

  it('returns the data of an OK response, sends cookies and the X-Requested-With marker, and revalidates', async () => {
    const fetch = respond(200, '{"role":"admin"}');
    vi.stubGlobal('fetch', fetch);

    const { data } = await api.GET('/api/auth/user');

    expect(data).toEqual({ role: 'admin' });
    const request = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Requested-With')).toBe('batala');
    expect(request.cache).toBe('no-cache');
  });

  it('sends a JSON body only when there is one', async () => {
    const fetch = respond(200, '{"ok":true,"message":"Signed in"}');
    vi.stubGlobal('fetch', fetch);

    await api.POST('/admin/login', { body: { adminKey: 'key' } });
    await api.GET('/healthz');

    const [post, get] = fetch.mock.calls.map((call) => (call as unknown as [Request])[0]);
    expect(await post?.text()).toBe('{"adminKey":"key"}');
    expect(get?.body).toBeNull();
  });
});
