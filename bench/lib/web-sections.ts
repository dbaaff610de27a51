import { APP_VERSION } from '@installer/contracts';
import type { Browser } from 'playwright-core';
import { afterVisitData } from './after-visit-data.ts';
import {
  type FirstLoad,
  type FirstScreen,
  launchChromium,
  medianFirstLoad,
  QUIET_MS,
  returningVisitor,
  type Storage,
  sessionStorageOf,
} from './browser.ts';
import { sqliteUrl } from './database.ts';
import { signIn } from './demo-api.ts';
import { bytesByOwner, firstLoadTable } from './first-load-table.ts';
import { FIRST_VISIT_SECONDS, type FirstVisit, measureFirstVisit, type Wire } from './first-visit.ts';
import { type LaterScreen, laterScreenJourney } from './journeys.ts';
import { type LighthouseFigures, medianLighthouse } from './lighthouse.ts';
import { type Budget, kb, ms, ratio, table } from './report.ts';
import { measureReportPhoto } from './report-photo.ts';
import { startApiServer } from './servers.ts';
import { startTlsProxy } from './tls-proxy.ts';
import { BARE_DIST, buildBareApp, buildOurApp, type ChunkModules, WEB_DIST } from './web.ts';

export interface WebSectionOptions {
  sections: Set<string>;
  runs: number;
  dir: string;
  skipBuild: boolean;
  budgets: Budget[];
  results: Record<string, unknown>;
  print(text: string): void;
}

interface WebPage {
  name: string;
  url: string;
  storage: Storage;
  firstScreen: FirstScreen;
  /** The start-up budgets (decision 0009, re-based on React): /login and /installation. */
  startUp: boolean;
}

const BARE = 'bare Vite + React';
const KB = 1024;
/** A signed-in first visit, service worker on: at most this many bytes before the installer asks for the scanner. */
const FIRST_VISIT_BUDGET = 400 * KB;

/**
 * The later screens' budget: JavaScript until settled at most what the app loaded before the UI kit left,
 * minus the kit itself (docs/decisions/0013-one-component-vocabulary.md). Both figures in KB (gzip), read
 * on 533c577 ("Bench: the report's photo as a phone loads it, and the kit's share", the last build with MUI
 * and emotion) from this bench's table of what each byte is: its "total" row and its "MUI and emotion (the
 * kit)" row. My installations: docs/PERFORMANCE.md "Web start-up on React 19, before the kit leaves
 * (2026-11-25 21:00)". Step 4's tank form and the result screen: journeys.ts's journeys run on that build,
 * served by that commit's own server (its API and demo data as the build expects them), on 2026-11-27 with
 * `--only size --runs 1`; that run gave My installations' 237.5 and 83.1 KB again (bytes do not move between
 * runs of one build).
 */
const BEFORE_THE_KIT_LEFT: Record<string, { total: number; kit: number }> = {
  'My installations, signed in': { total: 237.5, kit: 83.1 },
  'step 4 tank form, signed in': { total: 307.0, kit: 110.3 },
  'result screen, signed in': { total: 319.2, kit: 115.3 },
};

/**
 * The web sections of `npm run bench` (docs/PERFORMANCE.md): our app and the bare Vite + React app, built the
 * same way in the same run and served by the same server code (apps/api/src/main.ts, precompressed assets,
 * the same headers), measured as a phone: first-load bytes, Lighthouse, and a first visit's data cost with the
 * service worker on.
 */
export async function webSections(browser: Browser, options: WebSectionOptions): Promise<void> {
  const { print, results, runs, sections } = options;
  print('Building our app and the bare Vite + React app...');
  const ourModules: ChunkModules = options.skipBuild ? new Map() : await buildOurApp();
  const bareModules = await buildBareApp();
  const databaseUrl = sqliteUrl(options.dir, 'web');
  const api = await startApiServer({
    databaseUrl,
    dir: options.dir,
    label: 'api-web',
    webDist: WEB_DIST,
  });
  // The reference is served by our own server too: the same static plugin, precompression and headers.
  const bare = await startApiServer({
    databaseUrl: sqliteUrl(options.dir, 'bare'),
    dir: options.dir,
    label: 'api-bare',
    webDist: BARE_DIST,
  });
  try {
    const session = await signIn(api.url);
    const afterVisit = await afterVisitData(api.url, session);
    const returning = returningVisitor(APP_VERSION);
    const signedIn = { ...returning, ...sessionStorageOf(session) };
    const pages: WebPage[] = [
      { name: BARE, url: `${bare.url}/`, storage: {}, firstScreen: 'heading', startUp: false },
      {
        name: '/login, first visit',
        url: `${api.url}/login`,
        storage: {},
        firstScreen: 'mark',
        startUp: true,
      },
      {
        name: '/login, return visit',
        url: `${api.url}/login`,
        storage: returning,
        firstScreen: 'mark',
        startUp: true,
      },
      {
        name: '/installation, signed in',
        url: `${api.url}/installation`,
        storage: signedIn,
        firstScreen: 'mark',
        startUp: true,
      },
      {
        name: 'My installations, signed in',
        url: `${api.url}/installations`,
        storage: signedIn,
        firstScreen: 'mark',
        startUp: false,
      },
      // The customer opens the link once: a first visit (spec §1's reload included).
      {
        name: 'report page, first visit',
        url: `${api.url}${afterVisit.reportPath}`,
        storage: {},
        firstScreen: 'mark',
        startUp: false,
      },
    ];
    // The later screens are reached by driving the wizard: first-load bytes only (Lighthouse opens a URL).
    if (sections.has('size')) {
      for (const screen of ['step 4 tank form', 'result screen'] satisfies LaterScreen[]) {
        pages.push({
          name: `${screen}, signed in`,
          url: `${api.url}/installation`,
          storage: signedIn,
          firstScreen: await laterScreenJourney(screen, databaseUrl, runs),
          startUp: false,
        });
      }
    }
    results.afterVisit = afterVisit;
    if (sections.has('size'))
      sizeSection(await measureSizes(browser, pages, runs), { ourModules, bareModules }, options);
    if (sections.has('lighthouse'))
      await lighthouseSection(
        pages.filter((page) => typeof page.firstScreen !== 'function'),
        options,
      );
    if (sections.has('size'))
      await reportPhotoSection(browser, `${api.url}${afterVisit.reportPath}`, options);
    if (sections.has('first-visit')) await firstVisitSection(api.url, options);
  } finally {
    await bare.stop();
    await api.stop();
  }
}

type Measured = Array<{ page: WebPage; load: Awaited<ReturnType<typeof medianFirstLoad>> }>;

async function measureSizes(browser: Browser, pages: WebPage[], runs: number): Promise<Measured> {
  const measured: Measured = [];
  for (const page of pages) {
    measured.push({
      page,
      load: await medianFirstLoad(browser, page.url, runs, page.storage, page.firstScreen),
    });
  }
  return measured;
}

function sizeSection(
  measured: Measured,
  modules: { ourModules: ChunkModules; bareModules: ChunkModules },
  { print, budgets, results, runs }: WebSectionOptions,
): void {
  const bareLoad = measured.find(({ page }) => page.name === BARE)?.load;
  if (!bareLoad) throw new Error('the bare app was not measured');
  const spread = ([low, high]: [number, number]) => (high - low < 50 ? 'same' : `${kb(low)} to ${kb(high)}`);
  const row = ({ page, load }: Measured[number]) => [
    page.name,
    kb(load.jsBeforeLoad),
    kb(load.js),
    load.jsFiles,
    kb(load.css),
    ratio(load.jsBeforeLoad / bareLoad.jsBeforeLoad),
    ratio(load.js / bareLoad.js),
    `${spread(load.spread.jsBeforeLoad)} / ${spread(load.spread.js)}`,
    load.settled ? ms(load.settledMs) : 'not settled',
  ];
  print(
    `\n## First load (gzip, median of ${runs} loads; "before load" = the JavaScript the HTML names, "until settled" = ` +
      `everything until the first screen and ${QUIET_MS / 1000} s of quiet)\n\n${table(
        [
          'page',
          'JS before load',
          'JS until settled',
          'JS files',
          'CSS',
          'vs bare (before load)',
          'vs bare (until settled)',
          `spread over ${runs} runs (before / settled)`,
          'settled at',
        ],
        measured.map(row),
      )}`,
  );
  for (const { page, load } of measured) {
    print(
      `\n${page.name}: arrived before the load event ${kb(load.jsArrivedBeforeLoad)} (timing-dependent, not a budget); ` +
        `biggest files: ${load.files
          .slice(0, 8)
          .map((f) => `${f.path} ${kb(f.gzip)}${f.named ? '' : ' (lazy)'}`)
          .join(', ')}`,
    );
  }
  // What each byte is: React's own weight against the 1.5x budget, and the kit's share of the later pages.
  const loadOf = (name: string) => measured.find(({ page }) => page.name === name)?.load;
  const columns = [
    { name: BARE, beforeLoad: true },
    { name: '/login, first visit', beforeLoad: true },
    { name: '/login, first visit', beforeLoad: false },
    { name: '/installation, signed in', beforeLoad: false },
    { name: 'My installations, signed in', beforeLoad: false },
    { name: 'report page, first visit', beforeLoad: false },
    { name: 'step 4 tank form, signed in', beforeLoad: false },
    { name: 'result screen, signed in', beforeLoad: false },
  ].flatMap(({ name, beforeLoad }) => {
    const load = loadOf(name);
    if (!load) return [];
    const title = `${name === BARE ? 'bare' : name.replace(/, (first visit|signed in)$/, '')}, ${beforeLoad ? 'before load' : 'until settled'}`;
    return [{ title, load, beforeLoad, modules: name === BARE ? modules.bareModules : modules.ourModules }];
  });
  if (modules.ourModules.size > 0) {
    print(
      `\n## What each first-load byte is (gzip; a chunk's bytes shared out by its modules' own gzip sizes)\n\n${firstLoadTable(columns)}`,
    );
    const react = (load: FirstLoad, chunks: ChunkModules) =>
      bytesByOwner(load, chunks, true).get('React 19 (react, react-dom, scheduler)') ?? 0;
    const bareReact = react(bareLoad, modules.bareModules);
    const login = measured.find(({ page }) => page.name === '/login, first visit')?.load;
    if (login) {
      const ourReact = react(login, modules.ourModules);
      print(
        `\nReact's own weight: ${kb(bareReact)} of the bare app's ${kb(bareLoad.jsBeforeLoad)} before load, ${kb(ourReact)} of ` +
          `ours (${kb(login.jsBeforeLoad)}). The 1.5x budget is ${kb(1.5 * bareLoad.jsBeforeLoad)}: after React, ` +
          `${kb(1.5 * bareLoad.jsBeforeLoad - ourReact)} for everything else before load (ours: ${kb(login.jsBeforeLoad - ourReact)}).`,
      );
    }
  } else {
    print(
      '\n(--skip-build: the chunks of our build were not recorded, so the table of what each byte is is left out.)',
    );
  }
  for (const { page, load } of measured) {
    if (page.name === BARE) continue;
    if (page.startUp) {
      budgets.push({
        name: `first-load JS before load ${page.name}`,
        limit: '<= 1.50x bare',
        measured: `${ratio(load.jsBeforeLoad / bareLoad.jsBeforeLoad)} (${kb(load.jsBeforeLoad)} vs ${kb(bareLoad.jsBeforeLoad)})`,
        met: load.jsBeforeLoad <= 1.5 * bareLoad.jsBeforeLoad,
      });
    }
    const beforeKit = BEFORE_THE_KIT_LEFT[page.name];
    const limit = beforeKit ? (beforeKit.total - beforeKit.kit) * KB : undefined;
    budgets.push({
      name: `first-load JS until settled ${page.name}`,
      limit: page.startUp
        ? '<= 2.00x bare'
        : beforeKit
          ? `<= ${kb(limit ?? 0)} (533c577: ${kb(beforeKit.total * KB)} minus the kit's ${kb(beforeKit.kit * KB)})`
          : 'reported',
      measured: `${ratio(load.js / bareLoad.js)} (${kb(load.js)} vs ${kb(bareLoad.js)})`,
      met: page.startUp ? load.js <= 2 * bareLoad.js : limit === undefined || load.js <= limit,
    });
  }
  results.firstLoad = measured.map(({ page, load }) => ({ name: page.name, load }));
}

async function lighthouseSection(
  pages: WebPage[],
  { print, budgets, results, runs }: WebSectionOptions,
): Promise<void> {
  const scores: Array<{ page: WebPage; scores: LighthouseFigures & { runs: number[] } }> = [];
  // As deployed (docs/DEPLOY.md section 1: HTTPS + HTTP/2 at nginx), for the bare app and ours alike: the
  // bench's TLS proxy in front of each server, as the first visit's figure is measured.
  const origins = [...new Set(pages.map((page) => new URL(page.url).origin))];
  const proxies = new Map(
    await Promise.all(origins.map(async (origin) => [origin, await startTlsProxy(origin)] as const)),
  );
  const flags = [
    `--ignore-certificate-errors-spki-list=${[...proxies.values()].map((tls) => tls.spki).join(',')}`,
  ];
  try {
    for (const page of pages) {
      const url = new URL(page.url);
      const deployed = `${proxies.get(url.origin)?.url}${url.pathname}${url.search}`;
      scores.push({ page, scores: await medianLighthouse(deployed, runs, page.storage, flags) });
    }
  } finally {
    await Promise.all([...proxies.values()].map((tls) => tls.close()));
  }
  const bareScores = scores.find(({ page }) => page.name === BARE)?.scores;
  print(
    `\n## Lighthouse 12, mobile (median of ${runs}; over HTTPS + HTTP/2, as deployed)\n\n${table(
      [
        'page',
        'performance',
        'runs',
        'accessibility',
        'best practices',
        'FCP',
        'LCP',
        'TBT',
        'main-thread work',
      ],
      scores.map(({ page, scores: s }) => [
        page.name,
        s.performance,
        s.runs.join(', '),
        s.accessibility,
        s.bestPractices,
        ms(s.fcp),
        ms(s.lcp),
        ms(s.tbt),
        ms(s.mainThread),
      ]),
    )}`,
  );
  for (const { page, scores: s } of scores) {
    if (s.failing.length > 0) print(`\n${page.name} loses points on: ${s.failing.join(', ')}`);
    if (s.opportunities.length > 0)
      print(`\n${page.name} opportunities: ${s.opportunities.slice(0, 6).join(', ')}`);
    if (page.name === BARE) continue;
    budgets.push(
      {
        name: `Lighthouse performance ${page.name}`,
        limit: `>= 95 (bare: ${bareScores?.performance})`,
        measured: `${s.performance} (runs ${s.runs.join(', ')})`,
        met: s.performance >= 95,
      },
      {
        name: `Lighthouse accessibility ${page.name}`,
        limit: '100',
        measured: String(s.accessibility),
        met: s.accessibility === 100,
      },
      {
        name: `Lighthouse best practices ${page.name}`,
        limit: '100',
        measured: String(s.bestPractices),
        met: s.bestPractices === 100,
      },
    );
  }
  results.lighthouse = scores.map(({ page, scores: s }) => ({ name: page.name, scores: s }));
}

/**
 * The first visit on both wires, one visit of each per run on fresh contexts: HTTPS + HTTP/2 through the TLS
 * proxy playing production's nginx (docs/DEPLOY.md section 1; no phone reaches the product otherwise, so the
 * budget judges that one), and cleartext HTTP/1.1 straight to the server, the figure measured before.
 */
async function firstVisitSection(
  baseUrl: string,
  { print, budgets, results, runs }: WebSectionOptions,
): Promise<void> {
  const tls = await startTlsProxy(baseUrl);
  // A service worker does not register on a certificate error; this flag trusts the bench's certificate only.
  const browser = await launchChromium([`--ignore-certificate-errors-spki-list=${tls.spki}`]);
  const visits: FirstVisit[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      visits.push(await measureFirstVisit(browser, tls.url, 'HTTPS + HTTP/2', tls));
      visits.push(await measureFirstVisit(browser, baseUrl, 'HTTP/1.1, cleartext'));
    }
  } finally {
    await browser.close();
    await tls.close();
  }
  const medianOf = (wire: Wire) => {
    const ofWire = visits.filter((visit) => visit.wire === wire).sort((a, b) => a.down - b.down);
    return { median: ofWire[Math.floor(ofWire.length / 2)] as FirstVisit, all: ofWire };
  };
  const deployed = medianOf('HTTPS + HTTP/2');
  const cleartext = medianOf('HTTP/1.1, cleartext');
  print(
    `\n## A signed-in first visit's data, service worker on (the first ${FIRST_VISIT_SECONDS} s, on the wire, median of ${runs})\n\n` +
      'Each run opens /login on an empty phone twice, on fresh contexts: over HTTPS + HTTP/2 through a TLS proxy ' +
      "playing production's nginx (docs/DEPLOY.md section 1), and over cleartext HTTP/1.1 straight to the server. " +
      'A relay in front of each counts every byte that crosses it (on HTTPS: TLS handshakes and records included).',
  );
  const counts = (of: Record<string, number>) =>
    Object.entries(of)
      .map(([protocol, count]) => `${protocol} ${count}`)
      .join(', ') || 'none';
  for (const { median, all } of [deployed, cleartext]) {
    const h2 = median.wire === 'HTTPS + HTTP/2';
    const { page, worker, proxy } = median.protocols;
    print(
      `\n### ${median.wire}\n\n` +
        `Signed in through the form at ${ms(median.signedInMs)}, left on step 1. Downloaded ${kb(median.down)} ` +
        `in the minute (${kb(median.downBy25s)} by 25 s; the browser's account of the responses ` +
        `${kb(median.bodies)}${h2 ? ', their HPACK header frames included' : ', bodies alone'}), sent ` +
        `${kb(median.up)}, over ${median.connections} connection(s); every run: ` +
        `${all.map((v) => kb(v.down)).join(', ')}.${
          h2
            ? ` nginx would send about ${kb(median.nginxHeaders)} more (an estimate: it spells out header names ` +
              `the proxy names by their HPACK static index, and adds its server header): ` +
              `${kb(median.down + median.nginxHeaders)} as deployed.`
            : ''
        } Protocols: the page's resources ${counts(page)}; the ` +
        `worker's ${counts(worker)} (its timeline keeps 250 at most)${h2 ? `; the TLS proxy answered ${counts(proxy)}` : ''}. The worker: ` +
        `${median.worker.state}, ${median.worker.cached} responses cached. The scanner's decoder ` +
        `${median.wasmFetched ? 'was' : 'was not'} fetched.\n\n${
          // Chromium reports no header text over HTTP/2: its body size there holds the HPACK frames too.
          h2
            ? table(
                ["what (the browser's account)", 'bodies and header frames', 'requests'],
                median.byKind.map((each) => [each.kind, kb(each.bodies + each.headers), each.requests]),
              )
            : table(
                ["what (the browser's account)", 'bodies', 'headers', 'requests'],
                median.byKind.map((each) => [each.kind, kb(each.bodies), kb(each.headers), each.requests]),
              )
        }\n\nLargest: ${median.largest.map((each) => `${each.path} ${kb(each.bytes)} at ${ms(each.atMs)}${each.fromWorker ? ' (worker)' : ''}`).join(', ')}`,
    );
  }
  print(
    '\nThe budget judges the HTTPS + HTTP/2 figure: production serves phones only that way (docs/DEPLOY.md ' +
      "section 1, with HSTS). Like nginx, the TLS proxy keeps no HPACK dynamic table: every response's headers " +
      "cross the wire, Huffman-coded. What the wire figure holds beyond the browser's account is TLS " +
      '(handshakes, records) and HTTP/2 framing.',
  );
  const median = deployed.median;
  // As deployed: what crossed the bench's wire, and what nginx's larger header blocks add to it.
  const asDeployed = median.down + median.nginxHeaders;
  budgets.push({
    name: 'first visit, signed in, service worker on: data before the scanner is asked for',
    limit: '<= 400 KB',
    measured:
      `${kb(asDeployed)} in ${FIRST_VISIT_SECONDS} s over HTTPS + HTTP/2 as deployed (docs/DEPLOY.md: ` +
      `${kb(median.down)} on the wire + ${kb(median.nginxHeaders)} nginx's headers, estimated; cleartext ` +
      `HTTP/1.1: ${kb(cleartext.median.down)})`,
    met: asDeployed <= FIRST_VISIT_BUDGET,
  });
  results.firstVisit = visits;
}

async function reportPhotoSection(
  browser: Browser,
  reportUrl: string,
  { print, results }: WebSectionOptions,
) {
  const photo = await measureReportPhoto(browser, reportUrl);
  print(
    `\n## The report's photo on a 360 px phone (srcset copies; the full photo on a tap)\n\n` +
      `Full size: ${photo.full.width}x${photo.full.height}, ${kb(photo.full.bytes)}.\n\n${table(
        ['device pixel ratio', 'copy loaded', 'bytes on the wire', 'vs full size'],
        photo.shown.map((each) => [
          each.devicePixelRatio,
          each.url,
          kb(each.bytes),
          `${Math.round((100 * each.bytes) / Math.max(photo.full.bytes, 1))}%`,
        ]),
      )}`,
  );
  results.reportPhoto = photo;
}
