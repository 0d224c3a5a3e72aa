// Knowledge gaps end to end: a visitor rates an answer unhelpful, the question appears on the
// admin's gap list under its nearest card, and resolving it with a note moves it off the list.
import { expect, test, type Page } from '@playwright/test';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123456789';
const OUR_CALL = { 'X-Requested-With': 'batala' };

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function signIn(page: Page) {
  const response = await page.request.post('/admin/login', { data: { adminKey: ADMIN_KEY }, headers: OUR_CALL });
  expect(response.ok()).toBe(true);
}

test('an answer rated unhelpful becomes a knowledge gap, which an admin resolves with a note', async ({ page }) => {
  const question = `How long does cooked rice keep in the fridge? ${unique()}`;
  const asked = await page.request.post('/api/ask', {
    data: { question, persona: 'hotel', location: 'dubai', channel: 'web' },
    headers: OUR_CALL,
  });
  expect(asked.ok()).toBe(true);
  const { answer_id: answerId, slug } = (await asked.json()) as { answer_id: string; slug: string };

  // The visitor's side: the answer page's feedback.
  await page.goto(`/q/${slug}`);
  const rated = await page.request.post('/api/feedback', {
    data: { answer_id: answerId, helpful: false, comment: 'It never says how to reheat it' },
    headers: OUR_CALL,
  });
  expect(rated.ok()).toBe(true);

  await signIn(page);
  await page.goto('/admin');
  await expect(page.getByText('Open Knowledge Gaps')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Knowledge gaps' }).click();
  await expect(page).toHaveURL(/\/admin\/gaps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge gaps' })).toBeVisible();

  const group = page.getByRole('article').filter({ hasText: question });
  await expect(group).toHaveCount(1);
  const item = group.getByRole('listitem').filter({ hasText: question });
  await expect(item.getByText('Rated unhelpful')).toBeVisible();
  await expect(item).toContainText('“It never says how to reheat it”');
  await expect(item.getByRole('link', { name: 'View the answer it got' })).toHaveAttribute('href', `/q/${slug}`);

  await group.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Resolve these questions?' });
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Reheating step added to the rice card');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Gaps updated')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: question })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  const resolved = page.getByRole('article').filter({ hasText: question });
  await expect(resolved).toContainText('Note: Reheating step added to the rice card');
});

test('the gap list reads in Arabic, right to left', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/gaps?lang=ar');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الثغرات المعرفية' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'الحالة' })).toBeVisible();
});
