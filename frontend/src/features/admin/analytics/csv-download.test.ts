import { downloadCsv, exportUrl, fallbackFilename, fetchCsv, filenameFromDisposition } from './csv-download';

const range = { start_date: '2026-11-16', end_date: '2026-11-22' };

describe('file name from Content-Disposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(filenameFromDisposition('attachment; filename="qa-2026-11-16-to-2026-11-22.csv"', 'x.csv')).toBe('qa-2026-11-16-to-2026-11-22.csv');
    expect(filenameFromDisposition('attachment; filename=quiz.csv', 'x.csv')).toBe('quiz.csv');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''calc%20data.csv", 'x.csv')).toBe('calc data.csv');
    expect(filenameFromDisposition('attachment; filename="plain.csv"; filename*=UTF-8\'\'better.csv', 'x.csv')).toBe('better.csv');
  });

  it('falls back when there is no name, and never keeps a directory', () => {
    expect(filenameFromDisposition(null, 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromDisposition('attachment', 'fallback.csv')).toBe('fallback.csv');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'fallback.csv')).toBe('passwd');
  });

  it('builds the export address and a fallback name from the type and the range', () => {
    expect(exportUrl('quiz', range, 'http://localhost')).toBe(
      'http://localhost/api/analytics/export.csv?type=quiz&start_date=2026-11-16&end_date=2026-11-22',
    );
    expect(fallbackFilename('calc', range)).toBe('batala-calc-2026-11-16-to-2026-11-22.csv');
  });
});

describe('fetching the CSV', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the cookie and names the file as the server says', async () => {
    const fetch = vi.fn(async () =>
      new Response('date,events\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="analytics-qa.csv"' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { blob, filename } = await fetchCsv('qa', range);
    expect(filename).toBe('analytics-qa.csv');
    expect(await blob.text()).toBe('date,events\n');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/analytics/export.csv?type=qa&start_date=2026-11-16&end_date=2026-11-22');
    expect(init.credentials).toBe('include');
  });

  it("fails with 'Export failed: {status} {text}'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'unauthorized', message: 'Not signed in' }), { status: 401 })));
    await expect(fetchCsv('qa', range)).rejects.toThrow('Export failed: 401 Not signed in');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    await expect(fetchCsv('calc', range)).rejects.toThrow('Export failed: 500 Internal Server Error');
  });

  it('saves the blob through a temporary link under that name', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('a,b\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="x.csv"' } })));
    const created = vi.fn(() => 'blob:test');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(downloadCsv('quiz', range)).resolves.toBe('x.csv');
    expect(clicked).toEqual(['x.csv']);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
