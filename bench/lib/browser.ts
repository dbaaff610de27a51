import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium and the flags of ENVIRONMENT.md (no browser download works here). */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named functions in `__name(...)`: functions
 * handed to the page (evaluate, init scripts) need that helper there too.
 */
export const KEEP_NAMES_SHIM = { content: 'globalThis.__name = (target) => target;' };

/** localStorage entries (raw strings) the app finds when the page opens. */
export type Storage = Record<string, string>;

/** A signed-in installer's storage: the session (apps/web/src/lib/session.ts). */
export const sessionStorageOf = (session: unknown): Storage => ({
  'installer.session': JSON.stringify(session),
});

/**
 * spec §1: on a first visit the app stores its version and reloads once (apps/web/src/lib/app-version.ts).
 * A returning visitor, and so every signed-in one, already has it.
 */
export const returningVisitor = (version: string): Storage => ({ 'installer.application_version': version });

/** A phone-sized context without a service worker, with `storage` in place before the first script runs. */
async function phoneContext(browser: Browser, storage: Storage = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  await context.addInitScript(KEEP_NAMES_SHIM);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  return context;
}

export interface FirstLoad {
  url: string;
  /** gzip bytes (zlib default level) of what the page requested until the network was idle. */
  js: number;
  css: number;
  other: number;
  jsFiles: number;
  cssFiles: number;
  /** The scripts and stylesheets answered before the `load` event: the entry and its modulepreloads. */
  jsBeforeLoad: number;
  cssBeforeLoad: number;
  /** Each script and stylesheet, biggest first, for the report. */
  files: Array<{ path: string; gzip: number; beforeLoad: boolean }>;
}

/**
 * Loads a page and sums the gzip size of every script and stylesheet it requests until its first screen
 * shows (its heading) and the network is idle:
 * the entry, its modulepreloads and the lazy chunks the first screen needs (a route-split app pays for
 * those before the user sees anything, so they count). What arrived before the `load` event is kept apart.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  storage: Storage = {},
): Promise<FirstLoad> {
  const context = await phoneContext(browser, storage);
  const page = await context.newPage();
  const pending: Array<Promise<void>> = [];
  const figures: FirstLoad = {
    url,
    js: 0,
    css: 0,
    other: 0,
    jsFiles: 0,
    cssFiles: 0,
    jsBeforeLoad: 0,
    cssBeforeLoad: 0,
    files: [],
  };
  let loaded = false;
  page.once('load', () => {
    loaded = true;
  });
  // A modulepreloaded file answers twice (the preload, then the import from the memory cache), and one of
  // the two may have no body to read: count each URL once, from whichever body arrives.
  const counted = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.url().includes('/api/')) return;
    const beforeLoad = !loaded;
    pending.push(
      response
        .body()
        .then((body) => {
          if (counted.has(response.url())) return;
          counted.add(response.url());
          const size = gzipSync(body).length;
          if (type === 'script' || type === 'stylesheet') {
            figures.files.push({ path: new URL(response.url()).pathname, gzip: size, beforeLoad });
          }
          if (type === 'script') {
            figures.js += size;
            figures.jsFiles += 1;
            if (beforeLoad) figures.jsBeforeLoad += size;
          } else if (type === 'stylesheet') {
            figures.css += size;
            figures.cssFiles += 1;
            if (beforeLoad) figures.cssBeforeLoad += size;
          } else if (type !== 'document') figures.other += size;
        })
        .catch(() => undefined),
    );
  });
  const document = await page.goto(url, { waitUntil: 'networkidle' });
  // The app shows its loader for at least spec §9's loader delay, and the network may fall quiet meanwhile:
  // the first screen is counted once its heading is on screen and the network is quiet again (its lazy
  // chunks, the wizard's current step included, are what the user waits for).
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  figures.files.sort((a, b) => b.gzip - a.gzip);
  if (document?.status() !== 200 || figures.js === 0) {
    throw new Error(`${url} did not load (document ${document?.status()}, ${figures.jsFiles} scripts)`);
  }
  return figures;
}
