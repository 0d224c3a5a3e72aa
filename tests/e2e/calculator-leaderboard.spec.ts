// The savings calculator and the monthly leaderboard, end to end against the real app. `make e2e`
// seeds the database with the demo venues and their monthly entries (`batala seed --demo`).
import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

const DEMO_VENUES = [
  'Al Fanar Kitchen',
  'Marina Harbour Hotel',
  'Creekside Catering',
  'Corniche Grand Hotel',
  'Saadiyat Green Market',
  'Sharjah Family Bakery',
  'Al Qasba Bistro',
  'Ajman Pearl Restaurant',
];

function calculator(page: Page) {
  return page.locator('#calculator');
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

function podiumPlace(page: Page, rank: number): Locator {
  return page.locator('#leaderboard').getByRole('list', { name: /Top 3 venues|أفضل 3 منشآت/ }).locator(`li[data-rank="${rank}"]`);
}

/** Where each podium place's card stands, by rank, measured at one moment (the page may still be scrolling). */
async function podiumCards(page: Page) {
  const list = page.locator('#leaderboard').getByRole('list', { name: /Top 3 venues|أفضل 3 منشآت/ });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  return list.evaluate((el) =>
    [1, 2, 3].map((rank) => {
      const card = el.querySelector(`li[data-rank="${rank}"] > div`);
      const box = card?.getBoundingClientRect();
      return { x: box?.x ?? Number.NaN, top: box?.top ?? Number.NaN };
    }),
  );
}

test.describe('savings calculator', () => {
  test('calculating with the defaults saves AED 125 a month', async ({ page }) => {
    await page.goto('/#calculator');
    const section = calculator(page);
    await expect(section.getByRole('spinbutton', { name: 'Food wasted per month' })).toHaveValue('50');
    await expect(section.getByRole('spinbutton', { name: /Cost per kg/ })).toHaveAttribute('placeholder', '10');

    await section.getByRole('button', { name: 'Calculate Savings' }).click();

    const results = section.getByRole('region', { name: 'Your estimated savings' });
    await expect(results.getByRole('listitem').filter({ hasText: 'Monthly savings' })).toContainText('AED 125');
    await expect(results.getByRole('listitem').filter({ hasText: 'Annual savings' })).toContainText('AED 1,500');
    await expect(results.getByRole('listitem').filter({ hasText: 'CO₂e avoided per year' })).toContainText('375 kg');
    await expect(results.getByRole('listitem').filter({ hasText: 'Meals saved per year' })).toContainText('357');
    await expect(results).toContainText('Cutting 25% of 50 kg a month at AED 10 per kg');

    await results.getByText('How we calculated this').click();
    await expect(results.getByText(/FAO 2013, Food Wastage Footprint/)).toBeVisible();
    await expect(results.getByText(/WRAP's recommended average meal/)).toBeVisible();
  });

  test('an invalid amount shows the Invalid Input toast and calculates nothing', async ({ page }) => {
    await page.goto('/#calculator');
    const section = calculator(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/calculate')) requests.push(request.url());
    });

    await section.getByRole('spinbutton', { name: 'Food wasted per month' }).fill('0');
    await section.getByRole('button', { name: 'Calculate Savings' }).click();

    await expect(toasts(page).getByText('Invalid Input')).toBeVisible();
    await expect(toasts(page).getByText('Please enter a valid amount of food waste.')).toBeVisible();
    await expect(section.getByText('Your estimate appears here')).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('the venue select lists the demo venues and the estimate names the chosen one', async ({ page }) => {
    await page.goto('/#calculator');
    const select = calculator(page).getByRole('combobox', { name: /Venue/ });
    await expect(select).toBeEnabled();

    const options = await select.locator('option').allTextContents();
    expect(options[0]).toBe('No venue (general estimate)');
    expect(options).toHaveLength(13);
    for (const venue of DEMO_VENUES) {
      expect(options.some((option) => option.startsWith(`${venue}, `))).toBe(true);
    }

    await select.selectOption({ label: 'Sharjah Family Bakery, Sharjah' });
    await calculator(page).getByRole('spinbutton', { name: /Cost per kg/ }).fill('12');
    await calculator(page).getByRole('button', { name: 'Calculate Savings' }).click();

    const results = calculator(page).getByRole('region', { name: 'Your estimated savings' });
    await expect(results).toContainText('Sharjah Family Bakery');
    await expect(results.getByRole('listitem').filter({ hasText: 'Monthly savings' })).toContainText('AED 150');
  });

  test('sharing asks for results first, then copies the link with a 2-second confirmation', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#calculator');
    const section = calculator(page);

    await section.getByRole('button', { name: 'Share' }).click();
    await expect(toasts(page).getByText('No results to share')).toBeVisible();
    await expect(toasts(page).getByText('Please calculate your savings first.')).toBeVisible();

    await section.getByRole('button', { name: 'Calculate Savings' }).click();
    await expect(section.getByText('AED 1,500', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Share' }).click();

    const dialog = page.getByRole('dialog', { name: 'Share your savings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Share on X/ })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/);
    await expect(dialog.getByRole('link', { name: /Share on LinkedIn/ })).toHaveAttribute('href', /linkedin\.com/);
    await expect(dialog.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute('href', /facebook\.com/);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/#calculator`);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 });

    await dialog.getByRole('button', { name: 'Copy text' }).click();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/save our venue AED\s1,500 a year, avoid 375 kg of CO₂e and save 357 meals/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Get Recommendations takes the result to the ask form', async ({ page }) => {
    await page.goto('/#calculator');
    await calculator(page).getByRole('button', { name: 'Calculate Savings' }).click();

    await calculator(page).getByRole('button', { name: /Get Recommendations/ }).click();

    await expect(page).toHaveURL(/\/\?q=.+&p=restaurant&c=dubai#ask$/);
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('How can my venue cut about 50 kg of food waste a month?');
    await expect(page.locator('#ask')).toBeInViewport();
  });
});

test.describe('leaderboard', () => {
  test('switching period from September 2025 to January 2024 changes the champion', async ({ page }) => {
    await page.goto('/#leaderboard');
    const section = page.locator('#leaderboard');
    const period = section.getByRole('combobox', { name: 'Period' });
    await expect(period).toHaveValue('2025-09');
    await expect(period.locator('option')).toHaveText(['September 2025', 'January 2024', 'December 2023', 'November 2023', 'October 2023']);
    await expect(podiumPlace(page, 1)).toContainText('Fujairah Mountain Lodge');
    await expect(podiumPlace(page, 1)).toContainText('Champion');

    await period.selectOption('2024-01');

    await expect(podiumPlace(page, 1)).toContainText('Corniche Grand Hotel');
    await expect(podiumPlace(page, 2)).toContainText('Runner-up');
    await expect(podiumPlace(page, 3)).toContainText('Third Place');
    const cards = section.getByRole('heading', { name: 'Full ranking' }).locator('xpath=following-sibling::ol[1]').getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText('65.5');
    await expect(cards.first()).toContainText('1,168.0 kg');
    await expect(cards.first()).toContainText('AED 13,432');
    await expect(cards.first()).toContainText('1,863');
    await expect(cards.nth(3)).toContainText('Top Performer');
  });

  test('the score disclosure explains the formula', async ({ page }) => {
    await page.goto('/#leaderboard');
    const how = page.locator('#leaderboard').getByText('How is the score computed?');
    await how.click();
    await expect(page.locator('#leaderboard details')).toContainText('scores 63.2');
  });

  test('the leaderboard share dialog copies with a 2-second confirmation', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#leaderboard');
    await expect(podiumPlace(page, 1)).toBeVisible();

    await page.locator('#leaderboard').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share the leaderboard' });
    await expect(dialog).toContainText('1. Fujairah Mountain Lodge: 66.0');

    await dialog.getByRole('button', { name: 'Copy text' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${baseURL}/#leaderboard`);
    await expect(dialog.getByRole('button', { name: 'Copy text' })).toBeVisible({ timeout: 3000 });
  });

  test('on a desktop the podium stands 2nd, 1st, 3rd with the champion highest', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#leaderboard');
    await expect(podiumPlace(page, 1)).toBeVisible();

    const [first, second, third] = await podiumCards(page);
    expect(second?.x).toBeLessThan(first?.x ?? 0);
    expect(first?.x).toBeLessThan(third?.x ?? 0);
    expect(first?.top).toBeLessThan(second?.top ?? 0);
    expect(second?.top).toBeLessThan(third?.top ?? 0);
  });

  test('at 390 px the podium is a swipeable row and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#leaderboard');
    const row = page.locator('#leaderboard').getByRole('list', { name: 'Top 3 venues' });
    await expect(podiumPlace(page, 1)).toBeVisible();
    await row.scrollIntoViewIfNeeded();

    const layout = await row.evaluate((el) => ({
      overflowing: el.scrollWidth > el.clientWidth,
      snap: getComputedStyle(el).scrollSnapType,
    }));
    expect(layout.overflowing).toBe(true);
    expect(layout.snap).toContain('mandatory');
    await expect(podiumPlace(page, 1)).toBeInViewport({ ratio: 0.9 });
    await expect(podiumPlace(page, 2)).not.toBeInViewport({ ratio: 0.9 });

    const box = await row.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 150, (box?.y ?? 0) + 150);
    await page.mouse.wheel(320, 0);

    await expect(podiumPlace(page, 2)).toBeInViewport({ ratio: 0.9 });
    await expectNoHorizontalScroll(page);
  });
});

test('a link to a section below the leaderboard still lands on it once the rankings fill in', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/#about');
    await expect(podiumPlace(page, 1)).toBeAttached();
    const top = () => page.evaluate(() => Math.round(document.getElementById('about')?.getBoundingClientRect().top ?? -1));
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await expect.poll(top).toBeLessThan(140);
  }
});

test.describe('in Arabic', () => {
  test('the calculator reads right to left in Arabic', async ({ page }) => {
    await page.goto('/?lang=ar#calculator');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const section = calculator(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('حاسبة الوفورات');
    await expect(section.getByRole('combobox', { name: /المنشأة/ })).toBeEnabled();

    await section.getByRole('button', { name: 'احسب الوفورات' }).click();

    const results = section.getByRole('region', { name: 'وفوراتك المقدّرة' });
    await expect(results.getByRole('listitem').filter({ hasText: 'الانبعاثات المتفاداة سنويًا' })).toContainText('375 كغم');
    await expect(results.getByRole('button', { name: /احصل على توصيات/ })).toBeVisible();
  });

  test('the leaderboard is in Arabic and its podium mirrors', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?lang=ar#leaderboard');
    const section = page.locator('#leaderboard');
    await expect(section.getByRole('combobox', { name: 'الفترة' })).toHaveValue('2025-09');
    await expect(section.getByRole('combobox', { name: 'الفترة' }).locator('option:checked')).toHaveText('سبتمبر 2025');
    await expect(podiumPlace(page, 1)).toContainText('البطل');
    await expect(podiumPlace(page, 2)).toContainText('الوصيف');
    await expect(podiumPlace(page, 3)).toContainText('المركز الثالث');
    await expect(section.getByText('كيف يُحسب المؤشر؟')).toBeVisible();

    const [first, second, third] = await podiumCards(page);
    expect(second?.x).toBeGreaterThan(first?.x ?? 0);
    expect(first?.x).toBeGreaterThan(third?.x ?? 0);
  });

  test('at 390 px in Arabic nothing scrolls sideways but the podium row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?lang=ar#leaderboard');
    await expect(podiumPlace(page, 1)).toBeVisible();
    await page.goto('/?lang=ar#calculator');
    await calculator(page).getByRole('button', { name: 'احسب الوفورات' }).click();
    await expect(calculator(page).getByRole('region', { name: 'وفوراتك المقدّرة' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
