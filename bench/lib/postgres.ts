import path from 'node:path';
import { REPO_ROOT, run } from './processes.ts';

export interface PostgresCluster {
  /** A superuser URL; runs create their own databases on it. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL for a run: the cluster of BENCH_DATABASE_URL or TEST_DATABASE_URL when one is given, else a
 * throwaway cluster from `.ci/postgres.sh` (the one CI uses), stopped and removed at the end.
 */
export async function postgresCluster(): Promise<PostgresCluster> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { adminUrl: given, stop: async () => {} };
  const script = path.join(REPO_ROOT, '.ci/postgres.sh');
  const output = await run('bash', [script, 'start']);
  const url = /TEST_DATABASE_URL=(\S+)/.exec(output)?.[1];
  const dir = /PG_TEST_DIR=(\S+)/.exec(output)?.[1];
  if (!url || !dir) throw new Error(`could not start PostgreSQL:\n${output}`);
  return {
    adminUrl: unquote(url),
    stop: async () => void (await run('bash', [script, 'stop', unquote(dir)])),
  };
}

/** `printf %q` quotes only when needed; these values never need it, but strip quotes all the same. */
const unquote = (value: string) => value.replace(/^'(.*)'$/, '$1');
