// The public library of published answers, robots.txt and the sitemap, end to end. It publishes
// answers, so it runs with the admin specs against their own app and database.
import { expect, test, type APIRequestContext } from '@playwright/test';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123456789';
const OUR_CALL = { 'X-Requested-With': 'batala' };

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Asks through the API and publishes the answer as an admin; returns its slug. */
async function publishedAnswer(request: APIRequestContext, question: string): Promise<string> {
  const asked = await request.post('/api/ask', {
    data: { question, persona: 'household', location: 'sharjah', channel: 'web' },
    headers: OUR_CALL,
  });
  expect(asked.ok()).toBe(true);
  const { slug, answer_id: id } = (await asked.json()) as { slug: string; answer_id: string };
  const published = await request.patch(`/api/admin/answers/${id}/publish`, {
    data: { published: true },
    headers: { 'x-admin-key': ADMIN_KEY },
  });
  expect(published.ok()).toBe(true);
  return slug;
}

test('a published answer is found in the library, opens with its search metadata, and is in the sitemap', async ({ page }) => {
  const marker = unique();
  const question = `How long does cooked rice keep in the fridge? ${marker}`;
  const slug = await publishedAnswer(page.request, question);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/answers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions Batala has answered' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the answers' }).fill(marker);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/answers\\?q=${marker}$`));
  const item = page.getByRole('listitem').filter({ hasText: question });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Household · Sharjah');
  await expect(page.getByText('1 answer', { exact: true })).toBeVisible();

  await item.getByRole('link', { name: question }).click();
  await expect(page).toHaveURL(new RegExp(`/q/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/q/${slug}$`));
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@type': string;
    mainEntity: { name: string }[];
  };
  expect(structured['@type']).toBe('FAQPage');
  expect(structured.mainEntity[0]?.name).toBe(question);

  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const sitemapUrl = /Sitemap: (\S+)/.exec(await robots.text())?.[1] ?? '';
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await page.request.get(sitemapUrl);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await sitemap.text()).toContain(`/q/${slug}</loc>`);
});

test('the library reads in Arabic, right to left, with its filters', async ({ page }) => {
  const marker = unique();
  const question = `كم يوماً يبقى الأرز المطبوخ في الثلاجة؟ ${marker}`;
  await publishedAnswer(page.request, question);

  await page.goto(`/answers?lang=ar&q=${marker}`);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'أسئلة أجابت عنها بطلة' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'اللغة' }).click();
  await page.getByRole('option', { name: 'الإنجليزية' }).click();
  await expect(page).toHaveURL(/language=en/);
  await expect(page.getByText('لا توجد إجابات منشورة مطابقة')).toBeVisible();
  await page.getByRole('button', { name: 'امسح عوامل التصفية' }).click();
  await expect(page.getByRole('listitem').first()).toBeVisible();
});
