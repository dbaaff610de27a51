import { cpus, loadavg } from 'node:os';

/**
 * The machine is shared (other sessions' builds and tests): the 1-minute load average sampled every 10 s
 * while the bench runs, so each run's figures are read next to how busy the machine was throughout.
 */
export function sampleMachineLoad(everyMs = 10_000): { stop(): string | null } {
  const samples: number[] = [];
  const take = () => samples.push(loadavg()[0] ?? 0);
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      take();
      if (samples.length < 2) return null;
      const sorted = [...samples].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      return (
        `During the run: load average (1 min) from ${sorted[0]?.toFixed(1)} to ${sorted.at(-1)?.toFixed(1)}, ` +
        `median ${median.toFixed(1)}, over ${samples.length} samples every ${everyMs / 1000} s on ${cpus().length} cores`
      );
    },
  };
}
