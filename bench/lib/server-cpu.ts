import { readFileSync } from 'node:fs';
import { type LoadFigures, type LoadOptions, load } from './load.ts';

/**
 * CPU time a process has used, in microseconds: utime + stime from /proc/<pid>/stat (Linux, clock ticks of
 * 10 ms). On a shared machine req/s moves with the load; the CPU a request costs the server moves much less.
 */
export function cpuMicros(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
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
