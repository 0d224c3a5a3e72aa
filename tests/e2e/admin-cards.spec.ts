// Guidance cards end to end: from a knowledge gap, an admin writes a card in both languages in
// the editor; saving publishes it at once, so the same question is answered by it next time,
// and the gap is resolved.
import { expect, test, type Locator, type Page } from '@playwright/test';

const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123456789';
const OUR_CALL = { 'X-Requested-With': 'batala' };
const ANSWER =
  'Pickle lemons in clean glass jars with enough salt to draw out their juice, keep them under the brine, and leave the jar in a cool, dark cupboard for about four weeks. Throw the jar away if the brine turns slimy, smells rotten or grows mould.';

function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

async function ask(page: Page, question: string): Promise<{ answer: string; confidence: number; answer_id: string }> {
  const response = await page.request.post('/api/ask', {
    data: { question, persona: 'household', location: 'dubai', channel: 'web' },
    headers: OUR_CALL,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { answer: string; confidence: number; answer_id: string };
}

async function fillPair(scope: Locator, english: RegExp, arabic: RegExp, en: string, ar: string) {
  await scope.getByRole('textbox', { name: english }).fill(en);
  await scope.getByRole('textbox', { name: arabic }).fill(ar);
}

test('a card written from a knowledge gap answers the same question next time', async ({ page }) => {
  const marker = unique();
  const question = `How do I pickle lemons the traditional way at home ${marker}?`;
  const before = await ask(page, question);
  expect(before.answer.startsWith('Pickle lemons')).toBe(false);
  expect(before.confidence).toBeLessThan(0.66);
  const rated = await page.request.post('/api/feedback', {
    data: { answer_id: before.answer_id, helpful: false, comment: 'Nothing about pickling' },
    headers: OUR_CALL,
  });
  expect(rated.ok()).toBe(true);

  const signedIn = await page.request.post('/admin/login', { data: { adminKey: ADMIN_KEY }, headers: OUR_CALL });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/admin/gaps?sort=recent');
  const group = page.getByRole('article').filter({ hasText: question });
  await expect(group.getByRole('listitem').filter({ hasText: question }).getByText('Rated unhelpful')).toBeVisible();
  await group.getByRole('link', { name: 'Write a card' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New guidance card' })).toBeVisible();
  await expect(page.getByText(/Written for \d+ knowledge gaps?: saving resolves/)).toBeVisible();
  const form = page.getByRole('form', { name: 'New guidance card' });
  await form.getByRole('textbox', { name: /^Id/ }).fill(`pickling-lemons-${marker}`);
  await fillPair(form, /Title \(English\)/, /Title \(Arabic\)/, 'Pickling lemons at home', 'تخليل الليمون في البيت');
  const english = form.getByRole('textbox', { name: /English phrasings/ });
  await english.fill(`${question}\nhow long do salted lemons take\nhomemade lemon pickle safe?`);
  await form
    .getByRole('textbox', { name: /Arabic phrasings/ })
    .fill('كيف أخلل الليمون في البيت؟\nكم يحتاج الليمون المملح\nهل مخلل الليمون البيتي آمن؟');
  await fillPair(
    form,
    /Answer \(English\)/,
    /Answer \(Arabic\)/,
    ANSWER,
    'خلّل الليمون في برطمانات زجاجية نظيفة مع ملح يكفي لاستخراج عصارته، وأبقه مغموراً بالمحلول، واتركه في خزانة باردة ومظلمة نحو أربعة أسابيع. تخلّص من البرطمان إذا صار المحلول لزجاً أو ظهرت له رائحة كريهة أو عفن.',
  );
  const steps = [
    ['Wash the jars in hot soapy water and dry them fully before filling them.', 'اغسل البرطمانات بماء ساخن وصابون وجففها تماماً قبل تعبئتها.'],
    ['Press the lemons down so the brine covers them completely every day.', 'اضغط الليمون كل يوم حتى يغمره المحلول تماماً.'],
    ['Write the date you filled the jar on its lid before you store it.', 'اكتب تاريخ التعبئة على غطاء البرطمان قبل تخزينه.'],
  ];
  for (const [index, [en, ar]] of steps.entries()) {
    await fillPair(form.getByRole('group', { name: `Step ${index + 1}` }), /Step \(English\)/, /Step \(Arabic\)/, en!, ar!);
  }
  await fillPair(
    form.getByRole('group', { name: 'Across the UAE' }),
    /Note \(English\)/,
    /Note \(Arabic\)/,
    'Across the UAE, food authorities follow the WHO five keys to safer food, which include using safe water and raw materials.',
    'في الإمارات، تتبع جهات سلامة الغذاء مفاتيح منظمة الصحة العالمية الخمسة لغذاء أكثر أماناً، ومنها استخدام الماء والمواد الخام الآمنة.',
  );
  const source = form.getByRole('group', { name: 'Source 1' });
  await source.getByRole('textbox', { name: /Publisher/ }).fill('World Health Organization');
  await source.getByRole('textbox', { name: /Page title/ }).fill('Five keys to safer food');
  await source.getByRole('textbox', { name: /Address/ }).fill('https://www.who.int/publications/i/item/9789241594639');

  await page.getByRole('button', { name: 'Show the answer' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(ANSWER)).toBeVisible();

  await form.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Card saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/cards/pickling-lemons-${marker}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit guidance card' })).toBeVisible();

  const after = await ask(page, question);
  expect(after.answer.startsWith(ANSWER)).toBe(true);

  // The gap it was written for is resolved, with the card named in the note.
  await page.goto('/admin/gaps');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await expect(page.getByRole('article').filter({ hasText: question })).toContainText(
    `Note: Card pickling-lemons-${marker} written by admin`,
  );
});

test('a card the rules refuse is not saved and the page says which rule', async ({ page }) => {
  const signedIn = await page.request.post('/admin/login', { data: { adminKey: ADMIN_KEY }, headers: OUR_CALL });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/admin/cards/new?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'بطاقة إرشادية جديدة' })).toBeVisible();

  await page.getByRole('textbox', { name: /المعرّف/ }).fill(`empty-card-${unique()}`);
  await page.getByRole('button', { name: 'احفظ وانشر' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'اكتب 3 صيغ إنجليزية على الأقل' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cards\/new/);
});
