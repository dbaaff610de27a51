import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { tokensOf } from '../support/db.ts';
import { statusLine } from '../support/console-watcher.ts';
import { DEMO_INSTALLER, expect, named, signIn, test } from '../support/fixtures.ts';
import { t } from '../support/texts.ts';
import { chooseClient, openWizard, stepHeading } from '../support/wizard.ts';

// These journeys start signed out. Sign-in is rate-limited (10 a minute from one address): each sign-in here
// counts, so the journeys sign in as few times as they can.
test.use({ storageState: { cookies: [], origins: [] } });

/** The bearer token the app keeps across reloads (DESIGN §3). */
async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem('installer.session'));
  const token = (JSON.parse(stored ?? 'null') as { token?: string } | null)?.token;
  if (!token) throw new Error('no session stored after sign-in');
  return token;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test('sign in, reload, sign out: the token is kept by the browser and revoked on the server (DESIGN §3)', async ({
  page,
  consoleWatcher,
}) => {
  consoleWatcher.allow({
    kind: 'console',
    url: /^\/api\/v1\/auth\/login$/,
    text: statusLine([401]),
    why: 'the journey types a wrong password first: DESIGN §3 sign-in answers 401',
  });
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

  // The server keeps only a hash of the token it gave the browser (other journeys sign in meanwhile).
  const token = await storedToken(page);
  const rows = tokensOf(DEMO_INSTALLER.email);
  expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  const row = rows.find((candidate) => candidate.token_hash === sha256(token));
  expect(row, 'a stored hash of the browser token').toBeDefined();
  expect(row?.revoked_at).toBeNull();

  // The session survives a reload.
  await page.reload();
  await expect(stepHeading(page, 'target')).toBeVisible();
  await expect(page).toHaveURL(/\/installation/);

  await page.getByRole('button', { name: t('app.sign_out') }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect
    .poll(
      () =>
        tokensOf(DEMO_INSTALLER.email).find((candidate) => candidate.token_hash === sha256(token))
          ?.revoked_at,
    )
    .toBeTruthy();
  await page.goto('/installation');
  await expect(page).toHaveURL(/\/login/);
});

test('a 401 sends the user to /login and back with what they typed (DESIGN §3 Sign-in)', async ({
  page,
  request,
  consoleWatcher,
}) => {
  consoleWatcher.allow({
    kind: 'console',
    url: /^\/api\/v1\/user_client\?email=incomplete%40demo\.test$/,
    text: statusLine([401]),
    why: 'the journey ends the session on the server, so the next look-up answers 401',
  });
  await signIn(page);
  await openWizard(page);
  await chooseClient(page, 'client@demo.test');
  // The look-up of this e-mail has answered: the next call the app makes is the one the journey causes.
  await expect(page.getByText(t('step_1.status_found'), { exact: true })).toBeVisible();

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

test('the sign-in screen loads without a console error or a Content-Security-Policy violation (docs/decisions/0011-security-headers.md)', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The display options answer is parsed with the contracts' zod schema: zod's eval probe would run here.
  const displayOptions = page.waitForResponse((response) =>
    response.url().includes('/api/v1/display_option'),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
  await displayOptions;
  await page.waitForLoadState('networkidle');
  // Playwright's own notice when a test blocks service workers is not the app's.
  expect(problems.filter((text) => !text.includes('blocked by Playwright'))).toEqual([]);
});

test('a first visit stores the version and reloads once, from the early script, before any file is fetched; the next visit does not (spec §1, docs/decisions/0025)', async ({
  page,
}) => {
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) =>
    requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`),
  );
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
  const documents = () => requests.filter((request) => request.startsWith('document '));
  expect(documents()).toEqual(['document /login', 'document /login']);
  // The leaving page asked for nothing but itself: no script or style was started, so none was cut.
  const leaving = requests.slice(0, requests.indexOf('document /login', 1));
  expect(leaving.filter((request) => /^(script|stylesheet) /.test(request))).toEqual([]);
  expect(failed).toEqual([]);
  const state = await page.evaluate(() => ({
    version: window.localStorage.getItem('installer.application_version'),
    navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  }));
  expect(state).toEqual({ version: '0.1.26', navigation: 'reload' });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t('login.title') })).toBeVisible();
  expect(documents()).toEqual(['document /login', 'document /login', 'document /login']);
});
