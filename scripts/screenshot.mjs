// Screenshots pages in Debian's chromium: node scripts/screenshot.mjs http://localhost:3000 / /membership ...
// Writes .tmp/screenshots/<name>-<width>.png at 1280 and 375 px wide.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const outDir = '.tmp/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const pagePath of paths) {
    await page.goto(base + pagePath, { waitUntil: 'networkidle' });
    const name = pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(`${outDir}/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
