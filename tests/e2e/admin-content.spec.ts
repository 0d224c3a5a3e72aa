// The admin leaderboard, content and analytics pages end to end against the real app, whose
// database holds the demo venues and the curated knowledge base (`batala seed --demo`). Each test
// signs in with the e2e admin key; the session cookie lives in the page's context.
import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123456789';

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

async function signIn(page: Page) {
  const response = await page.request.post('/admin/login', {
    data: { adminKey: ADMIN_KEY },
    headers: { 'X-Requested-With': 'batala' },
  });
  expect(response.ok()).toBe(true);
}

/** This month in the UAE, `YYYY-MM`. */
function currentPeriod(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
}

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

test.describe('leaderboard admin', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('an empty venue form names both required fields', async ({ page }) => {
    await page.goto('/admin/leaderboard');
    await page.getByRole('button', { name: 'Add Venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Venue' });
    await dialog.getByRole('button', { name: 'Create Venue' }).click();
    await expect(dialog.getByText('Venue name is required')).toBeVisible();
    await expect(dialog.getByText('City is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Venue Name/ })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a new venue and its entry for this month reach the home leaderboard, and deleting the venue removes both', async ({ page }) => {
    const name = `E2E Venue ${unique()}`;
    const period = currentPeriod();
    await page.goto('/admin/leaderboard');
    await expect(page.getByRole('heading', { name: 'Leaderboard Management', level: 1 })).toBeVisible();

    // The venue.
    await page.getByRole('button', { name: 'Add Venue' }).click();
    const venueDialog = page.getByRole('dialog', { name: 'Add Venue' });
    await venueDialog.getByRole('textbox', { name: /Venue Name/ }).fill(name);
    await venueDialog.getByRole('combobox', { name: /City/ }).selectOption({ label: 'Ajman' });
    await venueDialog.getByRole('button', { name: 'Create Venue' }).click();
    await expect(toasts(page).getByText('Venue Created')).toBeVisible();
    await expect(venueDialog).toBeHidden();
    const venues = page.getByRole('region', { name: 'Venues' });
    await expect(venues.getByRole('heading', { name })).toBeVisible();

    // Its entry, the month picker defaulting to this month.
    await page.getByRole('button', { name: 'Add Entry' }).click();
    const entryDialog = page.getByRole('dialog', { name: 'Add Leaderboard Entry' });
    await expect(entryDialog.getByLabel(/Period/)).toHaveValue(period);
    await entryDialog.getByRole('combobox', { name: /Venue/ }).selectOption({ label: `${name} · Ajman` });
    await entryDialog.getByRole('spinbutton', { name: /Kg Rescued/ }).fill('1500.5');
    await entryDialog.getByRole('spinbutton', { name: /AED Saved/ }).fill('12345.67');
    await entryDialog.getByRole('spinbutton', { name: /Meals Donated/ }).fill('2500');
    await entryDialog.getByRole('button', { name: 'Create Entry' }).click();
    await expect(toasts(page).getByText('Entry Created')).toBeVisible();
    await expect(entryDialog).toBeHidden();

    const entries = page.getByRole('region', { name: 'Leaderboard Entries' });
    const row = entries.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(row).toContainText('1,500.5 kg');
    await expect(row).toContainText('AED 12,346');
    await expect(row).toContainText('2,500');

    // The search finds it by city and by name, and hides the rest.
    const search = page.getByRole('searchbox', { name: 'Search venues, cities or periods' });
    await search.fill(name.toUpperCase());
    await expect(venues.getByRole('listitem')).toHaveCount(1);
    await search.fill('');

    // The home page's leaderboard shows it for this month.
    await page.goto('/#leaderboard');
    const board = page.locator('#leaderboard');
    await board.getByRole('combobox', { name: 'Period' }).selectOption(period);
    await expect(board.getByText(name).first()).toBeVisible();

    // Deleting the venue asks first, then takes its entry with it.
    await page.goto('/admin/leaderboard');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this venue? This will also delete all related leaderboard entries.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Venue Deleted')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Venues' }).getByRole('heading', { name })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Leaderboard Entries' }).getByRole('heading', { name })).toHaveCount(0);
  });
});

test.describe('content admin', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('added content is found by the retrieval test, and deleting it after confirmation removes it', async ({ page }) => {
    const word = `zorblat${unique()}`;
    const title = `E2E source ${word}`;
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { name: 'Content Management', level: 1 })).toBeVisible();
    const sources = page.getByRole('region', { name: 'Knowledge Base Sources' });
    await expect(sources.getByRole('listitem').first()).toBeVisible();

    // Validation first: an empty form names title and content, a bad URL is refused.
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Content' });
    await dialog.getByRole('textbox', { name: /URL/ }).fill('not a url');
    await dialog.getByRole('button', { name: 'Add Content' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('URL must be a valid URL or empty')).toBeVisible();
    await expect(dialog.getByText('Content is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /URL/ }).fill('');
    await dialog
      .getByRole('textbox', { name: /^Content/ })
      .fill(
        `Leftover ${word} rice should be cooled within two hours and kept in the fridge for no more than one day. ` +
          `Reheat ${word} rice only once, until it is steaming hot all the way through.`,
      );
    await dialog.getByRole('button', { name: 'Add Content' }).click();
    await expect(toasts(page).getByText('Content Added')).toBeVisible();
    await expect(toasts(page).getByText('New content has been added and processed successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The retrieval test finds its chunk.
    const probe = page.getByRole('region', { name: 'Test retrieval' });
    await probe.getByRole('searchbox', { name: 'Question' }).fill(`How long can ${word} rice stay in the fridge?`);
    await probe.getByRole('button', { name: 'Search' }).click();
    const hits = probe.getByRole('list', { name: 'Chunks found, best first' });
    await expect(hits.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();

    // The list search finds the source; delete it after the confirmation.
    await sources.getByRole('searchbox').fill(word);
    await expect(sources.getByRole('listitem')).toHaveCount(1);
    await expect(sources.getByText('1 source')).toBeVisible();
    await sources.getByRole('button', { name: `Delete "${title}"` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Are you sure you want to delete "${title}" and all its associated content chunks?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Content Deleted')).toBeVisible();
    await expect(sources.getByText('No Content Sources')).toBeVisible();
    await expect(sources.getByText('No sources match your search criteria.')).toBeVisible();

    // And retrieval no longer finds it.
    await probe.getByRole('button', { name: 'Search' }).click();
    await expect(probe.getByText(title)).toHaveCount(0);
  });
});

test.describe('analytics admin', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('the dashboard shows the four stat cards and a chart', async ({ page }) => {
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics Dashboard', level: 1 })).toBeVisible();
    for (const label of ['Q&A Sessions', 'Quiz Sessions', 'Calculator Uses', 'Total Events']) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('7');
    const chart = page.getByRole('img', { name: /Daily usage trends/ });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(page.getByText('Usage Summary')).toBeVisible();
    await expect(page.getByText('Most Active Feature')).toBeVisible();

    await page.getByRole('tab', { name: 'Quiz Analytics' }).click();
    await expect(page.getByRole('tabpanel').getByText('Avg Sessions/User')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('img')).toBeVisible();
  });

  for (const [type, label, header] of [
    ['qa', 'Q&A Data', 'occurred_at,kind,visitor,label,meta'],
    ['quiz', 'Quiz Data', 'occurred_at,kind,visitor,quiz_id,score,meta'],
    ['calc', 'Calculator Data', 'occurred_at,kind,visitor,label,meta'],
  ] as const) {
    test(`Export CSV downloads the ${type} data under the server's file name`, async ({ page }) => {
      await page.goto('/admin/analytics');
      await page.getByRole('combobox', { name: 'Export data' }).selectOption({ label });
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^batala-${type}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const csv = await readFile((await download.path()) ?? '', 'utf8');
      expect(csv.split(/\r?\n/)[0]).toBe(header);
      await expect(toasts(page).getByText('Export Successful')).toBeVisible();
      await expect(toasts(page).getByText(`${type.toUpperCase()} data exported successfully.`)).toBeVisible();
    });
  }

  test('in Arabic the page reads right to left and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/analytics?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'لوحة التحليلات', level: 1 })).toBeVisible();
    await expect(page.getByText('إجمالي الأحداث').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /اتجاهات الاستخدام اليومية/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
