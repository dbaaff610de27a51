import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8097';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, tag] of [[360, 740, 'phone'], [1280, 800, 'desktop']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR', isMobile: w < 500, hasTouch: w < 500, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(`${base}/space/sign-in`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/space-sign-in-${tag}.png`, fullPage: true });
  await page.getByLabel(/Adresse e-mail|E-mail/).first().fill('client@demo.test');
  await page.getByLabel(/^Mot de passe/).first().fill('demo-client');
  await page.getByRole('button', { name: /Se connecter/ }).click();
  await page.waitForURL(/\/space$/);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/space-${tag}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
