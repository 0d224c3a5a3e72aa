// The admin side end to end against the real app (`batala seed --demo`): signing in with the
// shared key (the browser keeps only an HttpOnly session cookie), the guard, the sidebar,
// publishing an answer, moderating a submitted event, the questions list and its CSV export,
// and the dashboard and questions page in Arabic.
import { readFile } from 'node:fs/promises';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123456789';
const OUR_CALL = { 'X-Requested-With': 'batala' };

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function signIn(page: Page) {
  const response = await page.request.post('/admin/login', { data: { adminKey: ADMIN_KEY }, headers: OUR_CALL });
  expect(response.ok()).toBe(true);
}

/** Asks the expert through the API; returns the stored answer's slug. */
async function askQuestion(request: APIRequestContext, question: string): Promise<string> {
  const response = await request.post('/api/ask', {
    data: { question, persona: 'hotel', location: 'dubai', channel: 'web' },
    headers: OUR_CALL,
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { slug: string };
  return body.slug;
}

test('signing in: an empty key, a wrong key, then the right one; the key is never stored', async ({ page, context }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Admin key is required')).toBeVisible();

  const field = page.getByLabel('Admin Key', { exact: true });
  await field.fill('not-the-key');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show admin key' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid admin key');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await field.fill(`  ${ADMIN_KEY}  `);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const session = (await context.cookies()).filter((cookie) => cookie.httpOnly);
  expect(session.length).toBeGreaterThan(0);
  expect(session.every((cookie) => cookie.sameSite === 'Strict')).toBe(true);
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie);
  expect(stored).not.toContain(ADMIN_KEY);

  // Signed in, the sign-in page sends the admin on to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('the guard sends a signed-out visitor to sign in after a second, and Sign Out ends the session', async ({ page }) => {
  await page.goto('/admin/events');
  await expect(page.getByText('Redirecting to login...', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Unauthorized')).toBeVisible();
  await expect(toasts(page)).toContainText('You need to log in to access the admin panel. Redirecting to login...');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The server's own redirect for the guard lands on the same page.
  const redirect = await page.request.get('/api/login', { maxRedirects: 0 });
  expect(redirect.headers()['location']).toMatch(/\/admin\/login$/);

  await signIn(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('publishing an answer makes its public page indexable', async ({ page }) => {
  const question = `How long can cooked lentils stay in a hotel fridge? ${unique()}`;
  const slug = await askQuestion(page.request, question);

  await page.goto(`/q/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);

  await signIn(page);
  await page.goto('/admin/answers');
  await page.getByRole('searchbox', { name: 'Search answers' }).fill(slug);
  const card = page.getByRole('article').filter({ hasText: question });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Unpublished')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View the live answer page in a new tab' })).toHaveCount(0);
  await expect(card.getByRole('heading', { name: /^Expert Answer #[0-9a-f]{6}$/ })).toBeVisible();
  await expect(card.getByText(/\d+% confidence/)).toBeVisible();

  await card.getByRole('switch', { name: 'Publish' }).click();
  await expect(toasts(page).getByText('Answer Updated')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Publish' })).toBeChecked();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByText('Live on Batala')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View the live answer page in a new tab' })).toHaveAttribute('href', `/q/${slug}`);

  // The question's list shows it answered, with the way to the answer.
  await page.getByRole('link', { name: 'Questions' }).click();
  await page.getByRole('searchbox', { name: 'Search questions' }).fill(question);
  const row = page.getByRole('article').filter({ hasText: question });
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  await expect(row.getByText(`/q/${slug}`)).toBeVisible();
  await expect(row.getByRole('link', { name: 'Open the answer in a new tab' })).toHaveAttribute('target', '_blank');

  await page.goto(`/q/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('a submitted event is approved with a note, then featured, and shows on the events page', async ({ page }) => {
  const title = `Surplus Bread Swap ${unique()}`;
  const date = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const submitted = await page.request.post('/api/events/submit', {
    headers: OUR_CALL,
    data: {
      title,
      event_type: 'community',
      event_date: `${date}T18:00`,
      location: 'Al Quoz Community Centre',
      city: 'sharjah',
      description: 'Bakeries bring unsold bread; neighbours take it home the same evening.',
      food_waste_focus: 'Redistributing unsold bread the same day',
      organizer_name: 'Mariam Al Suwaidi',
      organizer_email: 'mariam@example.ae',
      expected_attendees: 80,
    },
  });
  expect(submitted.status()).toBe(201);

  await signIn(page);
  await page.goto('/admin/events');
  await page.getByRole('searchbox', { name: 'Search events' }).fill(title);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card).toContainText('Mariam Al Suwaidi');
  await expect(card.getByRole('link', { name: 'mariam@example.ae' })).toHaveAttribute('href', 'mailto:mariam@example.ae');
  await expect(card).toContainText('Redistributing unsold bread the same day');
  await expect(card.getByRole('button', { name: 'Feature' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve this event?' });
  await dialog.getByLabel('Admin note (optional)').fill('Checked with the organiser by phone.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toasts(page).getByText('Event Updated')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(card).toContainText('Checked with the organiser by phone.');
  await expect(card).toContainText('by admin');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Feature' }).click();
  await page.getByRole('alertdialog', { name: 'Feature this event?' }).getByRole('button', { name: 'Feature' }).click();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);

  // The status filter finds it among the featured ones.
  await page.getByRole('searchbox', { name: 'Search events' }).fill('');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Featured', exact: true }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article').filter({ has: page.getByText('Pending', { exact: true }) })).toHaveCount(0);

  await page.goto('/events');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('the sidebar collapses with Control+B, remembers it, and becomes a sheet on a phone', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  const sidebar = page.locator('#admin-sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  const wide = (await sidebar.boundingBox())!.width;
  expect(wide).toBeCloseTo(256, -1);

  await page.keyboard.press('Control+B');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeCloseTo(48, -1);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByText('Questions')).toBeHidden();

  await page.reload();
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+B');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');

  // The links navigate and mark the current page.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Answers' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Events' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the dashboard counts and lists, and its quick actions navigate', async ({ page }) => {
  const question = `Where can a Dubai hotel donate untouched buffet trays? ${unique()}`;
  await askQuestion(page.request, question);
  await signIn(page);
  await page.goto('/admin');

  for (const label of ['Total Questions', 'Published Answers', 'Pending Events', 'Registered Venues']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const recent = page.getByRole('region', { name: 'Recent Questions' });
  await expect(recent.getByText(question)).toBeVisible();
  await expect(recent).toContainText('Hotel Manager');

  await page.getByRole('link', { name: /Moderate events/ }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
});

test('questions: filters, the empty state with Clear Filters, and the CSV export', async ({ page }) => {
  const question = `Can I refreeze thawed chicken in a catering kitchen? ${unique()}`;
  await askQuestion(page.request, question);
  await signIn(page);
  await page.goto('/admin/questions');
  await expect(page.getByText('Filtered', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz-nothing-like-this');
  await expect(page.getByText('No questions match your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Answered', exact: true }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: 'Dubai', exact: true }).click();
  await expect(page.getByRole('article').filter({ hasText: question })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('question');
  expect(csv).toContain(question);
  await expect(toasts(page).getByText('Export Successful')).toBeVisible();
});

test('the dashboard and questions page in Arabic mirror right to left', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة تحكم المشرف' })).toBeVisible();
  await expect(page.getByText('إجمالي الأسئلة')).toBeVisible();
  const sidebar = (await page.locator('#admin-sidebar').boundingBox())!;
  const main = (await page.locator('main').boundingBox())!;
  expect(sidebar.x).toBeGreaterThan(main.x);

  await page.getByRole('navigation', { name: 'الإدارة' }).getByRole('link', { name: 'الأسئلة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'البحث في الأسئلة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصدير CSV' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
