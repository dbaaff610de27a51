import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, KEEP_NAMES_SHIM, type Storage } from './browser.ts';
import { freePort } from './processes.ts';

export interface LighthouseFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds under Lighthouse's simulated mobile throttling. */
  fcp: number;
  lcp: number;
  tbt: number;
  /** Main-thread work (Lighthouse's `mainthread-work-breakdown`: script, style, layout, paint, parsing). */
  mainThread: number;
  /** Audits that cost points in accessibility or best practices, for the report. */
  failing: string[];
  /** Performance opportunities Lighthouse estimates, biggest saving first ("id: N ms"). */
  opportunities: string[];
}

/** Debian's Chromium on a remote-debugging port, in a fresh profile, with the caller's own flags too. */
async function chromiumOnPort(flags: readonly string[]): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_FLAGS,
      ...flags,
      'about:blank',
    ],
    // Its own process group, so that closing it ends the renderers and helpers it started too.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await delay(100);
  }
  return {
    port,
    async close() {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // A helper still exiting may hold the directory a moment longer: the profile is in the temp dir.
      }
    },
  };
}

/**
 * Puts entries into the origin's localStorage through a page that loads none of the app (a JSON health
 * answer), so Lighthouse then meets the app with that storage and an empty HTTP cache.
 */
async function prepareOrigin(port: number, origin: string, storage: Storage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default browser context');
  await context.addInitScript(KEEP_NAMES_SHIM);
  const page = await context.newPage();
  await page.goto(`${origin}/healthz`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  await page.close();
  await browser.close();
}

/**
 * `BENCH_LHR_DIR=<folder>`: every run's whole Lighthouse report is written there (open it in the Lighthouse
 * viewer, or read its audits: `largest-contentful-paint-element`, `bootup-time`, `mainthread-work-breakdown`)
 * to see where a page's time goes before and after a change.
 */
let reportsWritten = 0;
function keepReport(url: string, report: unknown): void {
  const folder = process.env.BENCH_LHR_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  reportsWritten += 1;
  const name = `${String(reportsWritten).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
  writeFileSync(path.join(folder, name), JSON.stringify(report));
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse 12 run, mobile form factor and throttling (its defaults), in a fresh Chromium profile. */
async function runLighthouse(
  url: string,
  storage: Storage,
  flags: readonly string[],
): Promise<LighthouseFigures> {
  const chrome = await chromiumOnPort(flags);
  try {
    if (Object.keys(storage).length > 0) await prepareOrigin(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The profile is new and holds only the entries set above: resetting storage would sign the app out.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    keepReport(url, lhr);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const failing: string[] = [];
    for (const id of ['accessibility', 'best-practices'] as const) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.push(`${id}: ${ref.id} ${JSON.stringify(audit.details ?? {}).slice(0, 600)}`);
      }
    }
    const opportunities = Object.values(lhr.audits)
      .map((audit) => ({
        id: audit.id,
        savings: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
      }))
      .filter((audit) => audit.savings > 0)
      .sort((a, b) => b.savings - a.savings)
      .map((audit) => `${audit.id}: ${Math.round(audit.savings)} ms`);
    return {
      url,
      opportunities,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
      failing,
    };
  } finally {
    await chrome.close();
  }
}

/** The trace errors Lighthouse itself answers with "Please run Lighthouse again". */
const RETRIED_ERRORS = /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_LCP/;

/**
 * A run whose trace Lighthouse could not read (it happens on a loaded machine, whatever the page) is run once
 * more, and said so; a second failure, or any other, ends the bench.
 */
async function runOrRetry(
  url: string,
  storage: Storage,
  flags: readonly string[],
): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(url, storage, flags);
  } catch (error) {
    if (!RETRIED_ERRORS.test(String(error))) throw error;
    console.error(`${url}: ${String(error)}; running it again`);
    return runLighthouse(url, storage, flags);
  }
}

/**
 * The median run by performance score (one run on a shared machine is noise), with every run's score.
 * `flags`: Chromium's own, e.g. the TLS proxy's certificate to trust (web-sections.ts).
 */
export async function medianLighthouse(
  url: string,
  runs: number,
  storage: Storage = {},
  flags: readonly string[] = [],
): Promise<LighthouseFigures & { runs: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOrRetry(url, storage, flags));
  const scores = results.map((result) => result.performance);
  results.sort((a, b) => a.performance - b.performance);
  return { ...(results[Math.floor(results.length / 2)] as LighthouseFigures), runs: scores };
}
