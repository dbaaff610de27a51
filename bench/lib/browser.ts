import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

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

/** `args`: flags on top of CHROMIUM_FLAGS (first-visit.ts trusts the bench's TLS certificate with one). */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...args] });
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

/** A phone-sized context (360x740, en-GB) with `storage` in place before the first script runs. */
export async function phoneContext(
  browser: Browser,
  storage: Storage = {},
  serviceWorkers: 'block' | 'allow' = 'block',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers,
  });
  await context.addInitScript(KEEP_NAMES_SHIM);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  return context;
}

/**
 * A person's way from the page's opening to a later screen (bench/lib/journeys.ts): it ends when that screen
 * is interactive, and what loaded on the way counts as that screen's first load.
 */
export type Journey = (page: Page) => Promise<void>;

/**
 * What the first screen is waiting for: our app's User Timing mark (apps/web/src/lib/first-screen.ts, set
 * once a screen has committed), a heading for a page without it (the bare React app), or a journey's end.
 */
export type FirstScreen = 'mark' | 'heading' | Journey;

/**
 * The network is settled once nothing is in flight and nothing new started for this long, after the first
 * screen. The app starts its background work (the outbox, the worker's registration) at most 2 s after the
 * first screen when the browser is idle (lib/first-screen.ts IDLE_TIMEOUT_MS), and a lazy chunk may pull
 * another: 3 s of quiet counts them all, where Playwright's `networkidle` (500 ms) counted them in some runs
 * and not in others.
 */
export const QUIET_MS = 3_000;
/** A page still busy this long after it was opened is reported as not settled (a poll, a loop). */
const SETTLE_CAP_MS = 30_000;

/** Watches a page's requests: how many are in flight, and when the last one started or ended. */
function watchNetwork(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    touch();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { quietFor: () => (inFlight > 0 ? 0 : Date.now() - last) };
}

/**
 * Waits for the first screen (across spec §1's first-visit reload), or drives the journey to its screen, then
 * for QUIET_MS of quiet. A journey's cap counts from its end: its robot's typing is not the page being busy.
 */
async function waitUntilSettled(
  page: Page,
  network: ReturnType<typeof watchNetwork>,
  firstScreen: FirstScreen,
  started: number,
): Promise<{ settledMs: number; settled: boolean }> {
  let shown = false;
  let from = started;
  if (typeof firstScreen === 'function') {
    await firstScreen(page);
    shown = true;
    from = Date.now();
  }
  const mark = firstScreen === 'mark';
  while (Date.now() - from < SETTLE_CAP_MS) {
    if (!shown) {
      shown = await page
        .evaluate(
          (byMark) =>
            byMark
              ? performance.getEntriesByName('first-screen', 'mark').length > 0
              : document.querySelector('h1') !== null,
          mark,
        )
        // The first visit reloads once (spec §1): the page being replaced answers nothing.
        .catch(() => false);
    }
    if (shown && network.quietFor() >= QUIET_MS) {
      return { settledMs: Date.now() - started - QUIET_MS, settled: true };
    }
    await delay(100);
  }
  return { settledMs: from - started + SETTLE_CAP_MS, settled: false };
}

/** The scripts and stylesheets an HTML document names itself, and the code of its inline scripts. */
function namedByDocument(html: string, base: string): { files: Set<string>; inlineScripts: string[] } {
  const files = new Set<string>();
  const inlineScripts: string[] = [];
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const url = tag.startsWith('<script')
      ? attribute(tag, 'src')
      : rel === 'modulepreload' || rel === 'stylesheet'
        ? attribute(tag, 'href')
        : undefined;
    if (url) files.add(new URL(url, base).pathname);
  }
  for (const [, tag = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(tag) && !/type="(application\/(ld\+)?json|importmap)"/.test(tag) && code.trim()) {
      inlineScripts.push(code);
      // Our early script names the entry, its preloads and styles itself, and starts them unless the page
      // reloads (apps/web/src/early/version-check.ts): named by the document as much as tags would be.
      for (const [, url = ''] of code.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g))
        files.add(new URL(url, base).pathname);
    }
  }
  return { files, inlineScripts };
}

interface LoadedFile {
  path: string;
  type: 'script' | 'stylesheet' | 'inline script';
  gzip: number;
  /** Named by the HTML document (its entry, modulepreloads, stylesheets, inline scripts). */
  named: boolean;
  /** Milliseconds after the navigation started that it arrived. */
  atMs: number;
}

export interface FirstLoad {
  url: string;
  /**
   * "Before load": the gzip bytes of the JavaScript the HTML document names itself: its inline scripts, its
   * entry and the entry's modulepreloads (Vite lists the entry's whole static import graph). The browser must
   * fetch and run all of it before the app can render anything, whatever the timing. What the app imports
   * lazily is not in it, even when the preload scanner or an early `import()` happened to fetch it before the
   * `load` event (that made this figure move between 57 and 74 KB on one build).
   */
  jsBeforeLoad: number;
  cssBeforeLoad: number;
  /** "Until settled": every script and stylesheet until the first screen is shown and QUIET_MS passed quiet. */
  js: number;
  css: number;
  jsFiles: number;
  cssFiles: number;
  /** JavaScript that happened to arrive before the `load` event: timing-dependent, kept for reference only. */
  jsArrivedBeforeLoad: number;
  /** When the network settled, after the navigation started; false: still busy at SETTLE_CAP_MS. */
  settledMs: number;
  settled: boolean;
  files: LoadedFile[];
}

const gzip = (bytes: Buffer | string) => gzipSync(bytes).length;

/**
 * Loads a page as a phone without a service worker and an empty cache, and sums the gzip size (zlib level 6)
 * of every script and stylesheet until it settled (its first screen shown, then QUIET_MS without a request):
 * the entry, its modulepreloads and the lazy chunks the first screen needs and pulls after it (a route-split
 * app pays for those before, or just after, the user sees anything, so they count).
 */
async function measureFirstLoad(
  browser: Browser,
  url: string,
  storage: Storage = {},
  firstScreen: FirstScreen = 'mark',
): Promise<FirstLoad> {
  const context = await phoneContext(browser, storage);
  const page = await context.newPage();
  const network = watchNetwork(page);
  const pending: Array<Promise<void>> = [];
  const files: LoadedFile[] = [];
  const arrivedJs: LoadedFile[] = [];
  let named: ReturnType<typeof namedByDocument> | null = null;
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  const started = Date.now();
  // A modulepreloaded file answers twice (the preload, then the import from the memory cache), and one of
  // the two may have no body to read; the first visit loads its page twice (spec §1): count each URL once.
  const counted = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const arrivedBeforeLoad = !loaded;
    const atMs = Date.now() - started;
    pending.push(
      response
        .body()
        .then((body) => {
          if (type === 'document' && !named) {
            named = namedByDocument(body.toString('utf8'), response.url());
            for (const code of named.inlineScripts) {
              files.push({
                path: '(inline script)',
                type: 'inline script',
                gzip: gzip(code),
                named: true,
                atMs,
              });
            }
            return;
          }
          if ((type !== 'script' && type !== 'stylesheet') || counted.has(response.url())) return;
          counted.add(response.url());
          const file: LoadedFile = {
            path: new URL(response.url()).pathname,
            type,
            gzip: gzip(body),
            named: false,
            atMs,
          };
          files.push(file);
          if (arrivedBeforeLoad && type === 'script') arrivedJs.push(file);
        })
        .catch(() => undefined),
    );
  });
  const document = await page.goto(url, { waitUntil: 'load' });
  const { settledMs, settled } = await waitUntilSettled(page, network, firstScreen, started);
  await Promise.all(pending);
  await context.close();
  const namedFiles = (named as ReturnType<typeof namedByDocument> | null)?.files ?? new Set<string>();
  for (const file of files) if (namedFiles.has(file.path)) file.named = true;
  const sum = (list: LoadedFile[]) => list.reduce((total, file) => total + file.gzip, 0);
  const scripts = files.filter((file) => file.type !== 'stylesheet');
  const styles = files.filter((file) => file.type === 'stylesheet');
  files.sort((a, b) => b.gzip - a.gzip);
  const figures: FirstLoad = {
    url,
    jsBeforeLoad: sum(scripts.filter((file) => file.named)),
    cssBeforeLoad: sum(styles.filter((file) => file.named)),
    js: sum(scripts),
    css: sum(styles),
    jsFiles: scripts.filter((file) => file.type === 'script').length,
    cssFiles: styles.length,
    jsArrivedBeforeLoad: sum(arrivedJs),
    settledMs,
    settled,
    files,
  };
  if (document?.status() !== 200 || figures.js === 0) {
    throw new Error(`${url} did not load (document ${document?.status()}, ${figures.jsFiles} scripts)`);
  }
  return figures;
}

/**
 * The run of median "until settled" bytes out of `runs` loads, with the spread of both figures over the runs:
 * with the definitions above they should not move on one build; a spread says something still does.
 */
export async function medianFirstLoad(
  browser: Browser,
  url: string,
  runs: number,
  storage: Storage = {},
  firstScreen: FirstScreen = 'mark',
): Promise<FirstLoad & { spread: { jsBeforeLoad: [number, number]; js: [number, number] } }> {
  const loads: FirstLoad[] = [];
  for (let i = 0; i < runs; i += 1) loads.push(await measureFirstLoad(browser, url, storage, firstScreen));
  const range = (pick: (load: FirstLoad) => number): [number, number] => [
    Math.min(...loads.map(pick)),
    Math.max(...loads.map(pick)),
  ];
  const median = [...loads].sort((a, b) => a.js - b.js)[Math.floor(loads.length / 2)] as FirstLoad;
  return { ...median, spread: { jsBeforeLoad: range((l) => l.jsBeforeLoad), js: range((l) => l.js) } };
}
