/**
 * npm run bench (docs/PERFORMANCE.md): first-load size, Lighthouse, API throughput and p99, installers per
 * instance and photo bytes, each next to a reference measured in the same run on the same machine. Prints
 * Markdown tables and the budgets, and writes everything to bench/results/latest.json.
 *
 *   npm run bench                          # everything (about 8 minutes)
 *   npm run bench -- --only size,api       # some sections: size, lighthouse, first-visit, api, photo, scale
 *   npm run bench -- --only scale          # a professional with 100,000 installations (decision 0018)
 *   npm run bench -- --seconds 5 --runs 1  # shorter load runs, one Lighthouse run and one API round
 *   BENCH_REDIS_URL=redis://127.0.0.1:6390 npm run bench -- --only api   # that Redis for the "with Redis" figures
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type ApiBenchOptions,
  benchDialect,
  CAPACITY_P99_MS,
  type DialectFigures,
  POLL_SECONDS,
  type Spread,
} from './lib/api-bench.ts';
import { launchChromium } from './lib/browser.ts';
import { sampleMachineLoad } from './lib/machine-load.ts';
import { measurePhotoScaling, type PhotoFigures, SCALE_MODULE } from './lib/photo.ts';
import { postgresCluster } from './lib/postgres.ts';
import { BENCH_DIR, scratchDir } from './lib/processes.ts';
import { benchRedis, flushRedis } from './lib/redis.ts';
import { type Budget, budgetTable, kb, ms, percent, ratio, table } from './lib/report.ts';
import { benchScale, type ScaleFigures } from './lib/scale-bench.ts';
import { webSections } from './lib/web-sections.ts';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string', default: 'size,lighthouse,first-visit,api,photo' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runs: { type: 'string', default: '3' },
    installers: { type: 'string', default: '20000' },
    'scale-installations': { type: 'string', default: '100000' },
    'scale-customers': { type: 'string', default: '20000' },
    'scale-dialects': { type: 'string', default: 'sqlite,postgres' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const sections = new Set(String(flags.only).split(','));
const dir = scratchDir('bench');
const budgets: Budget[] = [];
const results: Record<string, unknown> = { started_at: new Date().toISOString(), flags };
const print = (text: string) => console.log(text);

/** The machine is shared: every figure is read next to how busy it was. */
function machineLoad(when: string): string {
  const [one, five] = loadavg();
  const line = `${when}: load average ${one?.toFixed(1)} (1 min), ${five?.toFixed(1)} (5 min) on ${cpus().length} cores`;
  print(line);
  return line;
}

async function main(): Promise<void> {
  const loads = [machineLoad('Start')];
  results.load = loads;
  const needsWeb = ['size', 'lighthouse', 'first-visit'].some((section) => sections.has(section));
  const sampler = sampleMachineLoad();
  const browser = needsWeb || sections.has('photo') ? await launchChromium() : null;
  try {
    if (needsWeb && browser) {
      await webSections(browser, {
        sections,
        runs: Number(flags.runs),
        dir,
        skipBuild: flags['skip-build'] === true,
        budgets,
        results,
        print,
      });
    }
    if (sections.has('api')) await apiSection();
    if (sections.has('photo') && browser) await photoSection(browser);
    if (sections.has('scale')) await scaleSection();
  } finally {
    await browser?.close();
  }
  loads.push(machineLoad('\nEnd'));
  const during = sampler.stop();
  if (during) {
    print(during);
    loads.push(during);
  }
  print(`\n## Budgets\n\n${budgetTable(budgets)}`);
  const resultsDir = path.join(BENCH_DIR, 'results');
  mkdirSync(resultsDir, { recursive: true });
  results.budgets = budgets;
  results.finished_at = new Date().toISOString();
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  print(`\nFigures written to bench/results/latest.json`);
}

/**
 * Our hot routes against the bare route doing one prepared read on the same database: every check they add to
 * that read (token, session, scoping, limit, validation, logger) may cost at most 40% of its throughput.
 */
const READ_SHARE = 0.6;

async function apiSection(): Promise<void> {
  const options: ApiBenchOptions = {
    dir,
    connections: Number(flags.connections),
    seconds: Number(flags.seconds),
    installers: Number(flags.installers),
    rounds: Number(flags.runs),
  };
  // DESIGN §2 several instances: with REDIS_URL the rate-limit counters and session revocation live in Redis.
  // Each dialect runs a second time with it (BENCH_REDIS_URL, or a throwaway redis-server), to show its cost.
  const redis = await benchRedis();
  if (!redis) print('No redis-server and no BENCH_REDIS_URL: the "with Redis" figures are left out.');
  const figures: DialectFigures[] = [];
  try {
    // A Redis of its own per run: rate-limit counters of one run must not spend the next run's allowance.
    const variants = async (): Promise<ApiBenchOptions[]> => {
      if (!redis) return [options];
      await flushRedis(redis.url);
      return [options, { ...options, env: { REDIS_URL: redis.url }, variant: 'with Redis' }];
    };
    for (const variant of await variants()) figures.push(await benchDialect('sqlite', variant));
    const cluster = await postgresCluster();
    try {
      for (const variant of await variants()) figures.push(await benchDialect('postgres', variant, cluster));
    } finally {
      await cluster.stop();
    }
  } finally {
    await redis?.stop();
  }
  const nameOf = (f: DialectFigures) => (f.variant ? `${f.dialect}, ${f.variant}` : f.dialect);
  const span = (s: Spread) => `${percent(s.median)} (${percent(s.min)}-${percent(s.max)})`;
  const cpu = (us: number) => `${Math.round(us)} us`;
  const rows = figures.flatMap((f) => [
    [
      nameOf(f),
      f.bare.label,
      f.bare.connections,
      Math.round(f.bare.rps),
      ratio(1),
      '-',
      cpu(f.bare.cpuPerRequest),
      '-',
      ms(f.bare.p50),
      ms(f.bare.p99),
      f.bare.non2xx + f.bare.errors,
    ],
    ...[f.bareRead, f.firstEmission, f.isInstallable, f.checkFloor, f.polling].map((run) => [
      nameOf(f),
      run.label,
      run.connections,
      Math.round(run.rps),
      span(run.vsBare),
      run === f.bareRead ? '-' : span(run.vsRead),
      cpu(run.cpu.ours),
      run === f.bareRead ? '-' : `${cpu(run.cpu.read)} (${percent(run.cpu.read / run.cpu.ours)})`,
      ms(run.p50),
      ms(run.p99),
      run.pairs.reduce((sum, pair) => sum + pair.ours.non2xx + pair.ours.errors, 0),
    ]),
    ...(f.capacityRun && f.capacityRun !== f.polling
      ? [
          [
            nameOf(f),
            f.capacityRun.label,
            f.capacityRun.connections,
            Math.round(f.capacityRun.rps),
            '-',
            '-',
            '-',
            '-',
            ms(f.capacityRun.p50),
            ms(f.capacityRun.p99),
            f.capacityRun.non2xx + f.capacityRun.errors,
          ],
        ]
      : []),
  ]);
  print(
    `\n## API throughput (autocannon, ${options.seconds} s per run, ${options.rounds} pairs per run, median (lowest-highest))\n\n${table(
      [
        'database',
        'run',
        'connections',
        'req/s',
        'vs bare',
        'vs read',
        'server CPU/req',
        "read's CPU/req (read/ours)",
        'p50',
        'p99',
        'non-2xx + errors',
      ],
      rows,
    )}`,
  );
  print(
    `\nEach of our runs is measured in pairs with the bare route doing one prepared read by key on the same ` +
      `database (bench/reference/bare-read.ts): the read just before ours in even rounds, just after in odd ` +
      `ones; the bare route once a round. The device check's floor (bench/reference/device-check-floor.ts) is ` +
      `the check's work alone on node:http, answering what ours answers: how near the read any server doing ` +
      `the check gets. "vs read" and "vs bare" are the medians of the ratios within each ` +
      `pair, with the lowest and highest; req/s, p50 and p99 are of the pair nearest the median. "server ` +
      `CPU/req" is the server process's own CPU (utime + stime) over the run per request, median of the ` +
      `pairs; the read's beside it, and the read's over ours, the ratio were the server's CPU all that ` +
      `counted. Every pair (vs bare / vs read, our CPU / the read's CPU per request):\n`,
  );
  for (const f of figures) {
    for (const run of [f.bareRead, f.firstEmission, f.isInstallable, f.checkFloor, f.polling]) {
      const each = run.pairs.map((pair) =>
        run === f.bareRead
          ? `${percent(pair.read.rps / pair.bare.rps)} (${cpu(pair.read.cpuPerRequest)} / bare ${cpu(pair.bare.cpuPerRequest)})`
          : `${percent(pair.ours.rps / pair.bare.rps)} / ${percent(pair.ours.rps / pair.read.rps)} (${cpu(pair.ours.cpuPerRequest)} / ${cpu(pair.read.cpuPerRequest)})`,
      );
      print(`- ${nameOf(f)}, ${run.label}: ${each.join(', ')}`);
    }
  }
  print(
    `\n## Installers one instance holds (each polls first_emission every ${POLL_SECONDS} s, p99 < ${CAPACITY_P99_MS} ms)\n\n${table(
      ['database', 'req/s at p99 < 100 ms', 'p99', 'installers = req/s x 10'],
      figures.map((f) => [
        nameOf(f),
        f.capacityRun ? Math.round(f.capacityRun.rps) : 'none met it',
        f.capacityRun ? ms(f.capacityRun.p99) : '-',
        f.installersAt100ms,
      ]),
    )}`,
  );
  for (const f of figures) {
    const share = f.dialect === 'sqlite' ? 0.5 : 0.25;
    for (const run of [f.firstEmission, f.isInstallable]) {
      const failed = run.pairs.reduce((sum, pair) => sum + pair.ours.non2xx + pair.ours.errors, 0);
      const clean = failed === 0;
      budgets.push(
        {
          name: `${run.label} [${nameOf(f)}] throughput`,
          limit: `>= ${percent(share)} of bare`,
          measured: `${span(run.vsBare)}${clean ? '' : `, ${failed} failed`}`,
          met: clean && run.vsBare.median >= share,
        },
        {
          name: `${run.label} [${nameOf(f)}] throughput vs one prepared read`,
          limit: `>= ${percent(READ_SHARE)} of bare read`,
          measured: `${span(run.vsRead)}, CPU ${cpu(run.cpu.ours)} vs ${cpu(run.cpu.read)}${clean ? '' : `, ${failed} failed`}`,
          met: clean && run.vsRead.median >= READ_SHARE,
        },
        {
          name: `${run.label} [${nameOf(f)}] p99`,
          limit: '< 25 ms',
          measured: ms(run.p99),
          met: clean && run.p99 < 25,
        },
      );
    }
  }
  results.api = figures;
}

/** Big accounts (docs/decisions/0018-big-accounts.md): not in the default sections (seeding takes minutes). */
async function scaleSection(): Promise<void> {
  const options = {
    dir,
    seconds: Number(flags.seconds),
    installations: Number(flags['scale-installations']),
    customers: Number(flags['scale-customers']),
    samples: 20,
  };
  const dialects = String(flags['scale-dialects']).split(',');
  const figures: ScaleFigures[] = [];
  if (dialects.includes('sqlite')) figures.push(await benchScale('sqlite', options));
  if (dialects.includes('postgres')) {
    const cluster = await postgresCluster();
    try {
      figures.push(await benchScale('postgres', options, cluster));
    } finally {
      await cluster.stop();
    }
  }
  print(
    `\n## Big account: ${options.installations} installations, ${options.customers} customers (one request at a time, ${options.samples} each)\n\n${table(
      ['database', 'request', 'rows', 'p50', 'p95', 'max'],
      figures.flatMap((f) =>
        f.pages.map((p) => [
          f.dialect,
          p.q ? `${p.label} "${p.q}"` : p.label,
          p.rows,
          ms(p.p50),
          ms(p.p95),
          ms(p.max),
        ]),
      ),
    )}`,
  );
  print(
    `\n## Priming pages (3 rounds, the longest single request)\n\n${table(
      ['database', 'list', 'pages', 'JSON', 'gzipped', 'longest request'],
      figures.flatMap((f) =>
        f.priming.map((p) => [f.dialect, p.list, p.pages, kb(p.bytes), kb(p.gzipBytes), ms(p.longest)]),
      ),
    )}`,
  );
  print(
    `\n## The poll with and without 3 heavy readers (priming and searching at their allowed rates; ${
      figures[0]?.pollP99s.alone.length ?? 0
    } rounds of each in turn, the round of median p99 shown)\n\n${table(
      [
        'database',
        'run',
        'req/s',
        'p50',
        'p99',
        'p99 of each round',
        'non-2xx + errors',
        'readers, all rounds: requests, 429, failed',
      ],
      figures.flatMap((f) =>
        (
          [
            [f.pollingAlone, f.pollP99s.alone, '-'],
            [
              f.pollingWithReaders,
              f.pollP99s.withReaders,
              `${f.readers.requests}, ${f.readers.limited}, ${f.readers.failed}`,
            ],
          ] as const
        ).map(([run, p99s, readers]) => [
          f.dialect,
          run.label,
          Math.round(run.rps),
          ms(run.p50),
          ms(run.p99),
          p99s.map(ms).join(', '),
          run.non2xx + run.errors,
          readers,
        ]),
      ),
    )}`,
  );
  for (const f of figures) {
    const worst = Math.max(...f.pages.map((p) => p.p95));
    budgets.push({
      name: `My installations pages and searches [${f.dialect}, big account] p95`,
      limit: '< 100 ms',
      measured: ms(worst),
      met: worst < 100,
    });
    if (f.dialect === 'sqlite') {
      const longest = Math.max(...f.priming.map((p) => p.longest));
      budgets.push({
        name: 'Longest priming request [sqlite, big account]',
        limit: '< 50 ms',
        measured: ms(longest),
        met: longest < 50,
      });
    }
    // Decision 0018: heavy readers must not stall the result screen's poll. Medians of the rounds' p99s.
    const alone = f.pollingAlone.p99;
    const withReaders = f.pollingWithReaders.p99;
    budgets.push({
      name: `The poll's p99 with 3 heavy readers [${f.dialect}, big account]`,
      limit: `<= 2x alone (${ms(alone)})`,
      measured: `${ms(withReaders)} (${(withReaders / alone).toFixed(1)}x)`,
      // A run without a single 2xx answer has a p99 of 0: no figure to compare, not a met budget.
      met: alone > 0 && withReaders <= 2 * alone,
    });
  }
  results.scale = figures;
}

async function photoSection(browser: NonNullable<Awaited<ReturnType<typeof launchChromium>>>): Promise<void> {
  const figures: PhotoFigures[] | null = await measurePhotoScaling(browser);
  if (!figures) {
    print(`\n## Photo scaling\n\nMissing: ${path.relative(process.cwd(), SCALE_MODULE)} does not exist.`);
    results.photo = null;
    return;
  }
  print(
    `\n## Photo bytes after in-browser scaling (the app's scalePhotoFile)\n\n${table(
      ['camera JPEG', 'bytes in', 'scaled to', 'JPEG bytes out', 'data URL sent'],
      figures.map((f) => [
        f.scene,
        kb(f.inputBytes),
        `${f.width}x${f.height}`,
        kb(f.outputBytes),
        kb(f.dataUrlChars),
      ]),
    )}`,
  );
  results.photo = figures;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dir, { recursive: true, force: true }));
