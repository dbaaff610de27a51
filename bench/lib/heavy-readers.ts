import { fork } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIR } from './processes.ts';

/** What the readers need to know: where to read, as whom, what to search, and for how long. */
export interface HeavyReadersJob {
  baseUrl: string;
  idProfessional: number;
  searches: { q: string }[];
  tokens: string[];
  seconds: number;
}

export interface ReaderCounts {
  requests: number;
  failed: number;
  limited: number;
}

/** The counts of several readers, or of several rounds, together. */
export const addCounts = (a: ReaderCounts, b: ReaderCounts): ReaderCounts => ({
  requests: a.requests + b.requests,
  failed: a.failed + b.failed,
  limited: a.limited + b.limited,
});

/**
 * A heavy reader: primes both lists and searches My installations as fast as the server allows (it answers
 * 429 beyond the per-installer rates, which are counted, not retried), until `until`.
 */
export async function heavyReader(job: HeavyReadersJob, token: string, until: number): Promise<ReaderCounts> {
  const counts = { requests: 0, failed: 0, limited: 0 };
  const get = async (path: string) => {
    const answer = await fetch(`${job.baseUrl}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    const text = await answer.text();
    counts.requests++;
    if (answer.status === 429) counts.limited++;
    else if (!answer.ok) counts.failed++;
    return answer.ok ? (JSON.parse(text) as { data: { next_cursor?: string | null } }) : null;
  };
  // The allowed rate: RATE_LIMIT_PRIME (20 a minute per list and installer) is one call every 3 s per list.
  const list = async (name: string) => {
    while (Date.now() < until) {
      let cursor: string | null = null;
      do {
        const answer = await get(
          `/professional/${job.idProfessional}/${name}${cursor ? `?cursor=${cursor}` : ''}`,
        );
        cursor = answer?.data.next_cursor ?? null;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      } while (cursor && Date.now() < until);
    }
  };
  const lists = Promise.all([list('user_clients'), list('devices')]);
  const searches = (async () => {
    let n = 0;
    while (Date.now() < until) {
      const search = job.searches[n++ % job.searches.length];
      await get(`/installations?q=${encodeURIComponent(search?.q ?? '')}`);
      // RATE_LIMIT_LOOKUP (120 a minute): one every 0.5 s.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  await Promise.all([lists, searches]);
  return counts;
}

/**
 * One heavy reader per token, in a process of their own, as other installers' phones would be: run beside the
 * load generator, their fetches and JSON parsing of 180 KB pages held up its event loop, which then timed the
 * poll's answers late (docs/PERFORMANCE.md, "The poll beside heavy readers, measured finer"). Resolves once
 * the readers have started; `done` gives their counts.
 */
export async function startHeavyReaders(job: HeavyReadersJob): Promise<{ done: Promise<ReaderCounts> }> {
  const child = fork(path.join(BENCH_DIR, 'lib/heavy-readers-process.ts'), [JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // The process's next message, or its end if it comes first (a reader that threw).
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      const onMessage = (value: unknown) => {
        child.off('exit', onExit);
        resolve(value);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`the heavy readers' process ended (${code}) before its message`));
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
    });
  await next(); // 'started'
  return { done: next() as Promise<ReaderCounts> };
}
