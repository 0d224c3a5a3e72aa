// The learning hub on the home page (#engagement), end to end: a quiz round and a fresh one, the
// challenges' own progress, the vendor directory's search, filter, sort, empty state and map, and
// the hub in Arabic.
import { expect, test, type Locator, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

function hub(page: Page): Locator {
  return page.locator('#engagement');
}

async function openHub(page: Page, query = '') {
  await page.goto(`/${query}#engagement`);
  await expect(hub(page).getByRole('tablist')).toBeVisible();
}

test.describe('knowledge quiz', () => {
  test('a round of five ends with the score, and Try New Questions brings five new questions', async ({ page }) => {
    const events: { kind: string; quizId?: string; meta?: { score?: number } }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/event')) events.push(request.postDataJSON());
    });
    await openHub(page);
    const quiz = hub(page).getByRole('tabpanel', { name: 'Knowledge Quiz' });

    const asked: string[] = [];
    let correct = 0;
    for (let n = 1; n <= 5; n += 1) {
      await expect(quiz.getByText(`Question ${n} of 5`, { exact: true })).toBeVisible();
      const question = (await quiz.getByRole('heading', { level: 3 }).textContent()) ?? '';
      asked.push(question);
      const options = quiz.getByRole('list', { name: question }).getByRole('button');
      await expect(options).toHaveCount(4);
      await expect(quiz.getByRole('button', { name: n < 5 ? 'Next Question' : 'See My Score' })).toBeDisabled();

      await options.nth(n % 4).click();

      const verdict = quiz.getByText(/^(Correct!|Not quite\. The right answer is)/);
      await expect(verdict).toBeVisible();
      if ((await verdict.textContent())?.startsWith('Correct!')) correct += 1;
      // The options lock; the right one is marked in words, not by colour alone.
      for (let i = 0; i < 4; i += 1) await expect(options.nth(i)).toHaveAttribute('aria-disabled', 'true');
      await expect(quiz.getByRole('button', { name: /Correct answer/ })).toHaveCount(1);
      await expect(quiz.getByText(`Score: ${correct}`, { exact: true })).toBeVisible();
      await quiz.getByRole('button', { name: n < 5 ? 'Next Question' : 'See My Score' }).click();
    }

    await expect(quiz.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
    await expect(quiz.getByText(`You scored ${correct} out of 5`, { exact: true })).toBeVisible();
    expect(new Set(asked).size).toBe(5);
    await expect.poll(() => events.map((event) => event.kind)).toEqual(['quiz_start', 'quiz_complete']);
    expect(events[1]?.quizId).toBe(events[0]?.quizId);
    expect(events[1]?.meta).toEqual({ score: correct });

    await quiz.getByRole('button', { name: 'Try New Questions' }).click();
    await expect(quiz.getByText('Question 1 of 5', { exact: true })).toBeVisible();
    await expect(quiz.getByText('Score: 0', { exact: true })).toBeVisible();
    const fresh = (await quiz.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(asked).not.toContain(fresh);
    await expect.poll(() => events.map((event) => event.kind)).toEqual(['quiz_start', 'quiz_complete', 'quiz_start']);
    expect(events[2]?.quizId).not.toBe(events[0]?.quizId);

    // Seen questions are remembered for 10 minutes: a reload does not repeat them either.
    await page.reload();
    const again = hub(page).getByRole('tabpanel', { name: 'Knowledge Quiz' });
    await expect(again.getByText('Question 1 of 5', { exact: true })).toBeVisible();
    expect([...asked, fresh]).not.toContain(await again.getByRole('heading', { level: 3 }).textContent());
  });
});

test.describe('challenges', () => {
  test('starting a challenge and ticking steps is the visitor’s own progress, kept across a reload', async ({ page }) => {
    await openHub(page);
    await hub(page).getByRole('tab', { name: 'Challenges' }).click();
    const panel = hub(page).getByRole('tabpanel', { name: 'Challenges' });
    for (const title of ['Zero Waste Week', 'Portion Control Master', 'Surplus Hero']) {
      await expect(panel.getByRole('article', { name: title })).toBeVisible();
    }
    const week = panel.getByRole('article', { name: 'Zero Waste Week' });
    await expect(week.getByText('7 days', { exact: true })).toBeVisible();
    await expect(week.getByRole('spinbutton', { name: 'Your team' })).toHaveValue('1');
    await expect(week.getByRole('progressbar', { name: 'Your completion' })).toHaveAttribute('aria-valuenow', '0');

    await week.getByRole('button', { name: 'Start challenge' }).click();
    const steps = week.getByRole('checkbox');
    const count = await steps.count();
    expect(count).toBeGreaterThan(1);
    await steps.first().check();
    const percent = String(Math.round(100 / count));
    await expect(week.getByRole('progressbar', { name: 'Your completion' })).toHaveAttribute('aria-valuenow', percent);
    await week.getByRole('spinbutton', { name: 'Your team' }).fill('4');

    await page.reload();
    await hub(page).getByRole('tab', { name: 'Challenges' }).click();
    const again = hub(page).getByRole('tabpanel', { name: 'Challenges' }).getByRole('article', { name: 'Zero Waste Week' });
    await expect(again.getByRole('checkbox').first()).toBeChecked();
    await expect(again.getByRole('spinbutton', { name: 'Your team' })).toHaveValue('4');
    await again.getByRole('button', { name: 'Reset' }).click();
    await expect(again.getByRole('button', { name: 'Start challenge' })).toBeVisible();
    await expect(again.getByRole('progressbar', { name: 'Your completion' })).toHaveAttribute('aria-valuenow', '0');
  });
});

test.describe('local vendors', () => {
  async function openVendors(page: Page) {
    await openHub(page);
    await hub(page).getByRole('tab', { name: 'Local Vendors' }).click();
    return hub(page).getByRole('tabpanel', { name: 'Local Vendors' });
  }

  test('search, type filter, sort, the empty state and Clear Filters', async ({ page }) => {
    const panel = await openVendors(page);
    const list = panel.getByRole('list', { name: 'Vendors' });
    const names = () => list.getByRole('heading', { level: 3 }).allTextContents();
    const countLine = panel.getByText(/^Showing \d+ of \d+ vendors/);

    await expect(countLine).toHaveText(/^Showing (\d+) of \1 vendors$/);
    const total = (await names()).length;
    expect(total).toBeGreaterThan(5);

    // Nearest to Dubai first, by default.
    // Vendors sit at their city's centre: those in Dubai read "In your chosen city", the others "About N km from Dubai".
    const km = (await list.getByText(/^(In your chosen city|About [\d.,]+ km from Dubai)$/).allTextContents()).map((text) =>
      text.startsWith('In ') ? 0 : Number.parseFloat(text.replace(/^About /, '').replace(/,/g, '')),
    );
    expect(km).toHaveLength(total);
    expect(km).toEqual([...km].sort((a, b) => a - b));

    // Search, case-insensitive.
    const search = panel.getByRole('searchbox', { name: 'Search vendors' });
    await search.fill('uae FOOD bank');
    await expect(countLine).toHaveText(new RegExp(`^Showing \\d+ of ${total} vendors for “uae FOOD bank”$`));
    expect(await names()).toContain('UAE Food Bank');
    expect((await names()).length).toBeLessThan(total);

    // Type filter, combined with the search, then alone.
    await search.fill('');
    const type = panel.getByRole('combobox', { name: 'Type' });
    await type.selectOption({ label: 'Community Service' });
    await expect(countLine).toHaveText(new RegExp(`^Showing \\d+ of ${total} vendors in Community Service$`));
    const badges = await list.getByText(/^(Food Donation Center|Composting Service|Surplus Exchange|Waste Processing|Community Service|Food Redistribution)$/).allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['Community Service']));

    // Sort by name, then by rating (rated first, unrated last).
    await type.selectOption({ label: 'All types' });
    const sort = panel.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Name (A–Z)' });
    const byName = await names();
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await sort.selectOption({ label: 'Rating (highest first)' });
    const rated = await list.getByRole('listitem').evaluateAll((items) =>
      items.filter((item) => item.parentElement?.getAttribute('aria-label') === 'Vendors').map((item) => /out of 5/.test(item.textContent ?? '')),
    );
    expect(rated).toEqual([...rated].sort((a, b) => Number(b) - Number(a)));

    // Nothing matches: the empty state, and Clear Filters brings every vendor back.
    await search.fill('no such vendor anywhere');
    await type.selectOption({ label: 'Waste Processing' });
    await expect(panel.getByText('No vendors found')).toBeVisible();
    await expect(countLine).toHaveText(`Showing 0 of ${total} vendors for “no such vendor anywhere” in Waste Processing`);
    await panel.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(type).toHaveValue('all');
    await expect(countLine).toHaveText(`Showing ${total} of ${total} vendors`);
    expect((await names()).length).toBe(total);
  });

  test('a vendor card shows directions in a new tab and calls only with a phone', async ({ page }) => {
    const panel = await openVendors(page);
    const card = panel.getByRole('article', { name: 'UAE Food Bank' });
    const directions = card.getByRole('link', { name: /Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    await expect(directions).toHaveAttribute('href', /UAE%20Food%20Bank/);
    await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
    const calls = await panel.getByRole('link', { name: /^Call/ }).count();
    expect(calls).toBeLessThan(await panel.getByRole('article').count());
  });

  test('another city changes the distances, and the map view shows one pin per vendor shown', async ({ page }) => {
    const panel = await openVendors(page);
    await panel.getByRole('combobox', { name: 'Distance from' }).selectOption({ label: 'Fujairah' });
    await expect(panel.getByRole('list', { name: 'Vendors' }).getByText(/^About [\d.,]+ km from Fujairah$/).first()).toBeVisible();
    const first = await panel.getByRole('list', { name: 'Vendors' }).getByRole('heading', { level: 3 }).first().textContent();

    await panel.getByRole('button', { name: 'Map' }).click();
    await expect(panel.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    const map = panel.getByRole('group', { name: 'Map of the vendors shown' });
    await expect(map).toBeVisible();
    const total = Number((await panel.getByText(/^Showing \d+ of \d+ vendors/).textContent())?.match(/^Showing (\d+)/)?.[1]);
    await expect(map.getByRole('button')).toHaveCount(total);
    await expect(map.getByRole('img', { name: 'Distances from Fujairah' })).toBeAttached();
    await expect(panel.getByText('Choose a pin to see the vendor’s details.')).toBeVisible();

    const pin = map.getByRole('button', { name: first ?? '' });
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('article', { name: first ?? '' })).toBeVisible();

    // Filtering narrows the pins too.
    await panel.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Waste Processing' });
    const shown = Number((await panel.getByText(/^Showing \d+ of \d+ vendors/).textContent())?.match(/^Showing (\d+)/)?.[1]);
    expect(shown).toBeLessThan(total);
    await expect(map.getByRole('button')).toHaveCount(shown);
  });

  test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const panel = await openVendors(page);
    await expect(panel.getByRole('list', { name: 'Vendors' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('in Arabic', () => {
  test('the hub mirrors, names its tabs in Arabic and moves between tabs with the arrow keys', async ({ page }) => {
    await openHub(page, '?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = hub(page).getByRole('tablist');
    await expect(tabs.locator('xpath=..')).toHaveAttribute('dir', 'rtl');
    const quizTab = tabs.getByRole('tab', { name: 'اختبار المعرفة' });
    const challengesTab = tabs.getByRole('tab', { name: 'التحديات' });
    const vendorsTab = tabs.getByRole('tab', { name: 'الجهات المحلية' });
    await expect(quizTab).toHaveAttribute('aria-selected', 'true');

    // Right to left: the first tab stands to the right of the second.
    const [a, b] = [await quizTab.boundingBox(), await challengesTab.boundingBox()];
    expect(a && b && a.x > b.x).toBe(true);

    const quiz = hub(page).getByRole('tabpanel', { name: 'اختبار المعرفة' });
    await expect(quiz.getByText('السؤال 1 من 5', { exact: true })).toBeVisible();
    await expect(quiz.getByRole('heading', { level: 3 })).toHaveText(/[\u0600-\u06FF]/);

    // In right-to-left tabs, the left arrow moves forward.
    await quizTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(challengesTab).toHaveAttribute('aria-selected', 'true');
    await expect(hub(page).getByRole('tabpanel', { name: 'التحديات' }).getByRole('article', { name: 'أسبوع بلا هدر' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(vendorsTab).toHaveAttribute('aria-selected', 'true');
    const vendors = hub(page).getByRole('tabpanel', { name: 'الجهات المحلية' });
    await expect(vendors.getByText(/^عرض \d+ من أصل \d+ جهة$/)).toBeVisible();
    await expect(vendors.getByRole('searchbox', { name: 'ابحث عن الجهات' })).toBeVisible();
  });

  test('in English, the right arrow moves to the next tab', async ({ page }) => {
    await openHub(page);
    await hub(page).getByRole('tab', { name: 'Knowledge Quiz' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(hub(page).getByRole('tab', { name: 'Challenges' })).toHaveAttribute('aria-selected', 'true');
  });
});
