import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type LoadFigures, type LoadOptions, load } from './load.ts';

/** A process's CPU from /proc/<pid>/stat (Linux, in clock ticks of 10 ms) and its parent, or null once it is gone. */
function processTimes(pid: number): { own: number; reapedChildren: number; parent: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = (stat.split(') ')[1] ?? '').split(' ').map(Number);
  const [parent = 0, utime = 0, stime = 0, cutime = 0, cstime = 0] = [1, 11, 12, 13, 14].map(
    (i) => fields[i],
  );
  return { own: utime + stime, reapedChildren: cutime + cstime, parent };
}

/**
 * CPU time a process has used, in microseconds: utime + stime from /proc/<pid>/stat (Linux, clock ticks of
 * 10 ms). On a shared machine req/s moves with the load; the CPU a request costs the server moves much less.
 */
export function cpuMicros(pid: number): number {
  const times = processTimes(pid);
  if (!times) throw new Error(`no process ${pid}`);
  return times.own * 10_000;
}

/**
 * The CPU time, in microseconds, of every process of the PostgreSQL cluster of `url` (on this machine): its
 * postmaster, its live backends and workers, and those that have exited (in the postmaster's cutime and
 * cstime once it reaps them). What a query costs the database, which the server's own CPU does not show: a
 * join of four tables cost PostgreSQL twice a one-table read, and our server about the same
 * (docs/decisions/0034-device-check-reads-one-table.md).
 */
export async function postgresCpuMicros(url: string): Promise<() => number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let postmaster = 0;
  try {
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    // Read while the backend lives: it exits with the connection.
    postmaster = backend ? (processTimes(backend)?.parent ?? 0) : 0;
  } finally {
    await client.end();
  }
  if (!postmaster) throw new Error('postgresCpuMicros: the cluster is not on this machine');
  return () => {
    const root = processTimes(postmaster);
    if (!root) return 0;
    let ticks = root.own + root.reapedChildren;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = processTimes(Number(entry));
      if (child?.parent === postmaster) ticks += child.own;
    }
    return ticks * 10_000;
  };
}

export interface MeasuredFigures extends LoadFigures {
  /** The server process's own CPU (utime + stime) over the run, in microseconds per request answered. */
  cpuPerRequest: number;
}

/** A load run against the server of process `pid`, with that process's CPU per request over the run. */
export async function measuredLoad(pid: number, options: LoadOptions): Promise<MeasuredFigures> {
  const before = cpuMicros(pid);
  const run = await load(options);
  const used = cpuMicros(pid) - before;
  return { ...run, cpuPerRequest: run.total > 0 ? used / run.total : 0 };
}
