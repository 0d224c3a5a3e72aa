// Ad-hoc screenshots (not committed): node shoot.mjs BASE slug1,slug2 outdir
import { chromium } from 'playwright';
const [base, slugs, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const slug of slugs.split(',')) {
    for (const lang of ['en', 'ar']) {
      await page.goto(`${base}/q/${slug}?lang=${lang}`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/${slug.slice(0, 30)}-${lang}-${tag}.png`, fullPage: true });
    }
  }
  await page.close();
}
await browser.close();
