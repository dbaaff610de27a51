import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ConsoleWatcher, DECLARED_FOR_FILE, describeProblem } from './console-watcher.ts';
import { t } from './texts.ts';

/** DESIGN §4 demo installer. */
export const DEMO_INSTALLER = { email: 'installer@demo.test', password: 'demo-installer' } as const;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A label or accessible name equal to `text`, allowing the ` *` MUI appends to required fields. */
export function named(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}[\\s*\\u2009]*$`);
}

/**
 * Signs in through the app's /login screen (DESIGN §3) on `origin` (the test's base URL by default) and
 * waits for the wizard.
 */
export async function signIn(
  page: Page,
  { origin, email = DEMO_INSTALLER.email, password = DEMO_INSTALLER.password }: SignInOptions = {},
): Promise<void> {
  await page.goto(origin ? new URL('/login', origin).href : '/login');
  await page.getByLabel(named(t('login.email'))).fill(email);
  await page.getByLabel(named(t('login.password'))).fill(password);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/\/installation/);
  // The wizard's step with its buttons: its chunks have arrived, so a journey that navigates on from here
  // cuts none of them.
  await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: named(t('wizard.next')) })).toBeVisible();
}

export interface SignInOptions {
  origin?: string;
  email?: string;
  password?: string;
}

interface Fixtures {
  /** The same server reached as the beehive host (`http://bee.localhost:<port>`, DESIGN §4). */
  beehiveURL: string;
  /**
   * Every journey's console, uncaught errors and failed requests (console-watcher.ts): the journey fails at
   * its end on any the app should not cause. A journey that provokes one on purpose says so with
   * `consoleWatcher.allow({...why})`.
   */
  consoleWatcher: ConsoleWatcher;
}

/**
 * Waits, in a tab showing the app, until its background work has started: the app starts it once the first
 * screen is shown (the `first-screen` mark) and the browser is idle (apps/web/src/lib/first-screen.ts), which
 * on a loaded machine can come after half a second without a request. An idle callback asked for after the
 * mark runs after the app's. Bounded: a page that never marks (a blank tab, an error page) is not waited for.
 *
 * Where the journey lets the service worker run (`withWorker`), its first visit also installs the worker, and
 * the offline priming loads its chunks only when the worker takes control (apps/web/src/app/background-work.ts).
 * The install's precache is the worker's traffic, which the page's requests do not show: a clean-clone run saw
 * the page quiet for half a second in between, and a navigation then cut the priming's chunks. So the tab
 * also waits until the worker controls it (bounded too: a page that registers none, such as a customer's
 * screen, is let go once it has had time to).
 */
export async function backgroundStarted(tab: Page, { withWorker = false } = {}): Promise<void> {
  if (!tab.url().startsWith('http')) return;
  await tab
    .evaluate(async (withWorker) => {
      const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 }));
      const deadline = performance.now() + 5_000;
      while (performance.getEntriesByName('first-screen').length === 0) {
        if (performance.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await idle();
      const workers = navigator.serviceWorker;
      if (!withWorker || !workers || workers.controller) return;
      const registerBy = performance.now() + 5_000;
      const controlBy = performance.now() + 20_000;
      while (!workers.controller && performance.now() < controlBy) {
        if (performance.now() > registerBy && !(await workers.getRegistration())) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The app's own listener ran first and asked for the priming's chunks; they are requests now.
      await idle();
    }, withWorker)
    // A tab that is closing or navigating already has nothing left to wait for.
    .catch(() => undefined);
}

/** Makes `tab.goto` and `tab.reload` wait until the app's background work started and the requests settled. */
function navigateOnceSettled(tab: Page, watcher: ConsoleWatcher, withWorker: boolean): void {
  const goto = tab.goto.bind(tab);
  const reload = tab.reload.bind(tab);
  tab.goto = async (...args: Parameters<Page['goto']>) => {
    await backgroundStarted(tab, { withWorker });
    await watcher.settled();
    return goto(...args);
  };
  tab.reload = async (...args: Parameters<Page['reload']>) => {
    await backgroundStarted(tab, { withWorker });
    await watcher.settled();
    return reload(...args);
  };
}

export const test = base.extend<Fixtures>({
  consoleWatcher: [
    async ({ context }, use, testInfo) => {
      const watcher = new ConsoleWatcher(context);
      watcher.allow(...(DECLARED_FOR_FILE[path.basename(testInfo.file)] ?? []));
      await use(watcher);
      watcher.stop();
      const unexpected = watcher.unexpected();
      if (unexpected.length === 0) return;
      const report = unexpected.map(describeProblem).join('\n');
      await testInfo.attach('unexpected console and network problems', {
        body: report,
        contentType: 'text/plain',
      });
      // A journey that already failed keeps its own error first; these come after it.
      throw new Error(`the browser reported ${unexpected.length} unexpected problem(s):\n${report}`);
    },
    { auto: true },
  ],
  // A journey navigates as a person does, once the screen has finished loading (console-watcher.ts `settled`):
  // the fixture's page, and every tab the journey opens in its context.
  page: async ({ page, context, consoleWatcher, serviceWorkers }, use) => {
    const settleFirst = (tab: Page) => navigateOnceSettled(tab, consoleWatcher, serviceWorkers === 'allow');
    settleFirst(page);
    context.on('page', settleFirst);
    await use(page);
    context.off('page', settleFirst);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
  beehiveURL: async ({}, use) => {
    const url = process.env.E2E_BEEHIVE_URL;
    if (!url) throw new Error('E2E_BEEHIVE_URL is not set: run the tests through playwright test');
    await use(url);
  },
});

export { expect };
