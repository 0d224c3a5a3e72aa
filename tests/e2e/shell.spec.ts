import { expect, test, type Page } from '@playwright/test';

import { expectNoHorizontalScroll } from './layout';

test('the home page opens in English with the main navigation', async ({ page }) => {
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Calculator', 'Leaderboard', 'Events', 'About']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
});

test('switching to Arabic mirrors the page and survives a reload', async ({ page }) => {
  await page.goto('/');

  await page.getByRole('button', { name: 'Switch language to Arabic' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'لوحة المتصدرين' })).toBeVisible();

  await page.reload();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
  // The header reads right to left: the brand sits at the right edge.
  const brand = await page.getByRole('link', { name: 'الصفحة الرئيسية لبطلة' }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(brand && brand.x > width / 2).toBe(true);
});

test('?lang=ar opens the site in Arabic', async ({ page }) => {
  await page.goto('/about?lang=ar');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);
});

test('the home sections come in the order of the spec', async ({ page }) => {
  await page.goto('/');

  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  const expected = ['home', 'calculator', 'leaderboard', 'engagement', 'about'];
  expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
  const stats = page.locator('#home');
  for (const figure of ['25%', 'AED 50K', '500+']) {
    await expect(stats.getByText(figure, { exact: true })).toBeVisible();
  }
});

test('the header links reach the home sections', async ({ page }) => {
  await page.goto('/about');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();

  await expect(page).toHaveURL(/\/#leaderboard$/);
  await expect(page.locator('#leaderboard')).toBeInViewport();
});

test('the about page tells the mission, the pillars and the UAE priorities', async ({ page }) => {
  await page.goto('/about');

  await expect(page.getByRole('heading', { level: 1, name: 'About Batala' })).toBeVisible();
  for (const pillar of ['Raise Awareness', 'Empower Businesses', 'Connect Communities', 'Inspire Change']) {
    await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
  }
  await expect(page.getByText(/2030/).first()).toBeVisible();
  await expect(page.getByText(/2051/).first()).toBeVisible();
  await expect(page.getByText(/2071/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Calculate Your Savings' })).toHaveAttribute('href', '/#calculator');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('pages other than home offer back-to-top and back-to-home once scrolled', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);

  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
});

for (const lang of ['en', 'ar']) {
  test(`the mobile menu works at 390 px without horizontal scrolling (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/?lang=${lang}`);
    await expectNoHorizontalScroll(page);

    const menu = page.getByRole('button', { name: /menu|القائمة/i });
    await menu.click();

    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu').getByRole('link', { name: lang === 'en' ? 'Login' : 'تسجيل الدخول' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.locator('#mobile-menu').getByRole('link', { name: lang === 'en' ? 'Events' : 'الفعاليات' }).click();
    await expect(page).toHaveURL(/\/events/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await page.goto(`/about?lang=${lang}`);
    await expectNoHorizontalScroll(page);
  });
}

test('the footer links go where they say', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');

  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  await expect(quick.getByRole('link', { name: 'Calculator' })).toHaveAttribute('href', '/#calculator');
  await expect(quick.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('href', '/#leaderboard');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText('© 2024');

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();

  await expect(page).toHaveURL(/\/about#privacy$/);
  await expect(page.locator('#privacy')).toBeVisible();
});
