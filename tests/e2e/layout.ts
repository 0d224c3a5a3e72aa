import { expect, type Page } from '@playwright/test';

/** The page fits its viewport's width. Polled, because a resize re-lays the page out
 * asynchronously (the admin sidebar, say, becomes a sheet only after React sees the media query). */
export async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}
