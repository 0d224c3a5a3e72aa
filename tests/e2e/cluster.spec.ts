// The public specs reach the app through nginx and two instances (playwright.config.ts); these
// check what the proxy itself promises.
import { expect, test } from '@playwright/test';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123456789';

test('the page loads its hashed assets from nginx, compressed and cached for a year', async ({ page }) => {
  const assets: Promise<{ url: string; cache: string; encoding: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) {
      assets.push(
        Promise.all([response.allHeaders(), response.body()]).then(([headers, body]) => ({
          url: response.url(),
          cache: headers['cache-control'] ?? '',
          encoding: headers['content-encoding'] ?? '',
          bytes: body.length,
        })),
      );
    }
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const scripts = (await Promise.all(assets)).filter((asset) => asset.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.cache).toBe('public, max-age=31536000, immutable');
    // Below half a kilobyte compression is not worth its bytes (deploy/nginx.conf).
    if (script.bytes >= 512) expect(['br', 'gzip']).toContain(script.encoding);
  }
  expect(scripts.some((script) => script.encoding === 'br')).toBe(true);
});

test('an admin session opened on one instance is honoured by both', async ({ request }) => {
  const login = await request.post('/admin/login', { data: { adminKey: ADMIN_KEY } });
  expect(login.status()).toBe(200);

  // nginx takes turns, so four calls in a row reach each instance at least once.
  for (let call = 0; call < 4; call += 1) {
    const user = await request.get('/api/auth/user');
    expect(user.status()).toBe(200);
  }
});

test('an asset that does not exist is a 404 from nginx, not the web app', async ({ request }) => {
  const response = await request.get('/assets/missing-0000.js');
  expect(response.status()).toBe(404);
});
