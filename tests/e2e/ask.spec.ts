// Ask the expert, end to end: the hero form, the answer display (translation, share, feedback),
// the public answer page, in English and Arabic, on desktop and at 390 px. The database is
// seeded with the knowledge corpus by `make e2e`; answers come from the offline composer.
import { expect, test, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

const ENGLISH_QUESTION = 'How should I store cooked rice safely in my restaurant?';
const ARABIC_QUESTION = 'كيف أخزن الأرز المطبوخ بأمان في المطعم؟';
const ARABIC = /[\u0600-\u06FF]/;

interface Labels {
  role: string;
  city: string;
  question: string;
  ask: string;
}

const en: Labels = { role: 'Your role', city: 'Your city', question: 'Your question', ask: 'Get Answer' };
const ar: Labels = { role: 'صفتك', city: 'مدينتك', question: 'سؤالك', ask: 'احصل على الإجابة' };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

async function ask(page: Page, question: string, { labels = en, role = 'Restaurant Owner', city = 'Dubai' } = {}) {
  await choose(page, labels.role, role);
  await choose(page, labels.city, city);
  await page.getByRole('textbox', { name: labels.question }).fill(question);
  await page.getByRole('button', { name: labels.ask }).click();
  const answer = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: question }) });
  await expect(answer).toBeVisible();
  return answer;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

test('asking in English shows the answer, its action steps and sources, and clears the form', async ({ page }) => {
  await page.goto('/');

  const answer = await ask(page, ENGLISH_QUESTION);

  await expect(answer.getByText(/confidence/)).toBeVisible();
  const steps = answer.getByRole('region', { name: 'Action Steps' });
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  await expect(answer.getByRole('region', { name: 'UAE Context' })).toContainText(/Dubai|UAE/);
  await expect(answer.getByRole('region', { name: 'Estimated Savings' })).toContainText(/AED\s[\d,]+\/month|Contact for assessment/);
  const sources = answer.getByRole('region', { name: 'Sources' }).getByRole('link');
  await expect(sources.first()).toBeVisible();
  await expect(sources.first()).toHaveAttribute('target', '_blank');

  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Your role' })).toHaveText('Select your role');
  await expect(page.getByRole('combobox', { name: 'Your city' })).toHaveText('Select your emirate');
  await expect(page.getByRole('button', { name: 'Get Answer' })).toBeDisabled();
});

test('asking in Arabic gives an Arabic answer, right to left', async ({ page }) => {
  await page.goto('/?lang=ar');

  const answer = await ask(page, ARABIC_QUESTION, { labels: ar, role: 'صاحب مطعم', city: 'أبوظبي' });

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const firstParagraph = answer.locator('p').filter({ hasText: ARABIC }).first();
  await expect(firstParagraph).toBeVisible();
  expect(await firstParagraph.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  await expect(answer.getByRole('region', { name: 'خطوات عملية' }).getByRole('listitem').first()).toContainText(ARABIC);
  // Already Arabic: nothing to translate.
  await expect(answer.getByRole('button', { name: 'ترجمة إلى العربية' })).toHaveCount(0);
});

test('an Arabic question in the English interface still reads right to left', async ({ page }) => {
  await page.goto('/');

  const answer = await ask(page, ARABIC_QUESTION, { role: 'Household', city: 'Ajman' });

  const firstParagraph = answer.locator('p').filter({ hasText: ARABIC }).first();
  expect(await firstParagraph.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the form explains each validation rule in a toast', async ({ page }) => {
  await page.goto('/');
  const question = page.getByRole('textbox', { name: 'Your question' });
  const askButton = page.getByRole('button', { name: 'Get Answer' });
  await expect(askButton).toBeDisabled();

  // Role and city missing: the button cannot ask, Ctrl+Enter explains why.
  await question.fill('How long can cooked rice stay in the fridge?');
  await expect(askButton).toBeDisabled();
  await question.press('Control+Enter');
  await expect(toasts(page).getByText('Missing Information')).toBeVisible();
  await expect(toasts(page).getByText('Please select both your role and city.')).toBeVisible();

  await choose(page, 'Your role', 'Household');
  await choose(page, 'Your city', 'Sharjah');
  await question.fill('Rice?');
  await askButton.click();
  await expect(toasts(page).getByText('Question too short')).toBeVisible();
  await expect(toasts(page).getByText('Please enter at least 10 characters for your question.')).toBeVisible();

  await question.fill(`How should I store rice? ${'Please be detailed. '.repeat(25)}`);
  await expect(page.getByText(/^5\d\d\/500$/)).toBeVisible();
  await askButton.click();
  await expect(toasts(page).getByText('Question too long')).toBeVisible();
  await expect(toasts(page).getByText('Please keep your question under 500 characters.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a question outside food is turned away with a toast', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'Your role', 'Hotel Manager');
  await choose(page, 'Your city', 'Dubai');
  await page.getByRole('textbox', { name: 'Your question' }).fill('What is the weather forecast in Dubai tomorrow?');

  await page.getByRole('button', { name: 'Get Answer' }).click();

  await expect(toasts(page).getByText('Question Outside Food Waste Domain')).toBeVisible();
  await expect(toasts(page).getByText(/Please ask about food, cooking, storage, or waste management topics\.$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('What is the weather forecast in Dubai tomorrow?');
});

test('an answer translates to Arabic', async ({ page }) => {
  await page.goto('/');
  const answer = await ask(page, ENGLISH_QUESTION);

  await answer.getByRole('button', { name: 'Translate to Arabic' }).click();

  const translation = answer.getByRole('region', { name: 'Arabic translation' });
  await expect(translation.locator('[lang="ar"][dir="rtl"]')).toContainText(ARABIC);
  await expect(toasts(page).getByText('Translated to Arabic')).toBeVisible();
});

test('detailed feedback is sent and thanked', async ({ page }) => {
  await page.goto('/');
  const answer = await ask(page, ENGLISH_QUESTION);

  await answer.getByRole('button', { name: 'Give detailed feedback' }).click();
  await answer.getByRole('group', { name: 'Overall rating' }).getByRole('radio', { name: '5 stars out of 5' }).check({ force: true });
  await answer.getByRole('textbox', { name: 'Comments (optional)' }).fill('Clear, practical steps.');
  await answer.getByRole('button', { name: 'Submit Feedback' }).click();

  await expect(answer.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Submit Feedback' })).toHaveCount(0);
});

test('"Was this helpful?" takes a one-click answer', async ({ page }) => {
  await page.goto('/');
  const answer = await ask(page, 'How can my restaurant donate surplus food safely?');

  await answer.getByRole('button', { name: 'Yes' }).click();

  await expect(answer.getByText('Thank you for your feedback!')).toBeVisible();
});

test('copy link puts a prefilled home link on the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/');
  const answer = await ask(page, ENGLISH_QUESTION);

  await answer.getByRole('button', { name: 'Copy link' }).click();

  await expect(answer.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toasts(page).getByText('Link copied to clipboard')).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.pathname).toBe('/');
  expect(Object.fromEntries(copied.searchParams)).toEqual({ q: ENGLISH_QUESTION, p: 'restaurant', c: 'dubai' });
  await expect(answer.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4000 });

  // The shared link refills the form.
  await page.goto(copied.pathname + copied.search);
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(ENGLISH_QUESTION);
  await expect(page.getByRole('combobox', { name: 'Your role' })).toHaveText('Restaurant Owner');
  await expect(page.getByRole('combobox', { name: 'Your city' })).toHaveText('Dubai');
});

test('the answer opens on its own public page', async ({ page }) => {
  await page.goto('/');
  const answer = await ask(page, ENGLISH_QUESTION);

  await answer.getByRole('link', { name: 'Open answer page' }).click();

  await expect(page).toHaveURL(/\/q\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_QUESTION })).toBeVisible();
  await expect(page).toHaveTitle(`${ENGLISH_QUESTION} | Batala`);
  await expect(page.getByText(/confidence$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Implementation Tips' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sources & References' })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Reference/ }).first()).toHaveAttribute('target', '_blank');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'Was this helpful?' })).toBeVisible();

  await page.getByRole('link', { name: 'Ask Another Question' }).click();
  await expect(page).toHaveURL(/\/#ask$/);
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeInViewport();
});

test('an unknown answer slug shows "Answer Not Found"', async ({ page }) => {
  await page.goto('/q/no-such-answer-000000');

  await expect(page.getByRole('heading', { level: 1, name: 'Answer Not Found' })).toBeVisible();
  await expect(page.getByText("The answer you're looking for might have been removed or doesn't exist.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const lang of ['en', 'ar'] as const) {
  test(`asking at 390 px has no horizontal scroll (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?lang=${lang}`);
    await expectNoHorizontalScroll(page);

    const answer =
      lang === 'en'
        ? await ask(page, ENGLISH_QUESTION)
        : await ask(page, ARABIC_QUESTION, { labels: ar, role: 'صاحب مطعم', city: 'دبي' });
    await expectNoHorizontalScroll(page);

    await answer.getByRole('button', { name: lang === 'en' ? 'More options' : 'خيارات أخرى' }).click();
    await answer.getByRole('button', { name: lang === 'en' ? 'Give detailed feedback' : 'أرسل ملاحظات مفصّلة' }).click();
    await expect(answer.getByRole('button', { name: lang === 'en' ? 'Submit Feedback' : 'إرسال الملاحظات' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await answer.getByRole('link', { name: lang === 'en' ? 'Open answer page' : 'فتح صفحة الإجابة' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}
