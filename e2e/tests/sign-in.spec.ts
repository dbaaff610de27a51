import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { tokensOf } from '../support/db.ts';
import { DEMO_INSTALLER, expect, named, signIn, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { chooseClient, openWizard, stepHeading } from '../support/wizard.ts';

// These journeys start signed out.
test.use({ storageState: { cookies: [], origins: [] } });

/** The bearer token the app keeps across reloads (DESIGN §3). */
async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('installer.session'));
  const token = (JSON.parse(stored ?? 'null') as { token?: string } | null)?.token;
  if (!token) throw new Error('no session stored after sign-in');
  return token;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('sign in: the wizard sends a signed-out user to /login and back (DESIGN §3)', async ({ page }) => {
  await page.goto('/installation');
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel(named(t('login.email'))).fill(DEMO_INSTALLER.email);
  await page.getByLabel(named(t('login.password'))).fill('not-the-password');
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page.getByText(t('login.invalid_credentials'))).toBeVisible();

  await page.getByLabel(named(t('login.password'))).fill(DEMO_INSTALLER.password);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/\/installation/);
  await expect(stepHeading(page, 'target')).toBeVisible();

  // The server keeps only a hash of the token it gave the browser.
  const token = await storedToken(page);
  const [latest] = tokensOf(DEMO_INSTALLER.email);
  expect(latest?.token_hash).toBe(sha256(token));
  expect(latest?.token_hash).not.toContain(token);
  expect(latest?.revoked_at).toBeNull();

  // The session survives a reload.
  await page.reload();
  await expect(stepHeading(page, 'target')).toBeVisible();
  await expect(page).toHaveURL(/\/installation/);
});

test('sign out revokes the token on the server', async ({ page }) => {
  await signIn(page);
  const tokenHash = sha256(await storedToken(page));

  await page.getByRole('button', { name: t('app.sign_out') }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(() => tokensOf(DEMO_INSTALLER.email).find((row) => row.token_hash === tokenHash)?.revoked_at)
    .not.toBeNull();

  await page.goto('/installation');
  await expect(page).toHaveURL(/\/login/);
});

test('a 401 sends the user to /login and back with what they typed (issue 3)', async ({ page, request }) => {
  await signIn(page);
  await openWizard(page);
  await chooseClient(page, 'client@demo.test');
  await expect(page.getByLabel(named(t('step_1.email_label')))).toHaveValue('client@demo.test');

  // The session ends on the server (as when it expires); the app's next call answers 401.
  const revoked = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(revoked.status()).toBe(200);
  await page.getByLabel(named(t('step_1.email_label'))).fill('incomplete@demo.test');

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(t('login.session_expired'))).toBeVisible();
  await page.getByLabel(named(t('login.email'))).fill(DEMO_INSTALLER.email);
  await page.getByLabel(named(t('login.password'))).fill(DEMO_INSTALLER.password);
  await page.getByRole('button', { name: t('login.submit') }).click();

  await expect(page).toHaveURL(/\/installation/);
  await expect(page.getByLabel(named(t('step_1.email_label')))).toHaveValue('incomplete@demo.test');
});
