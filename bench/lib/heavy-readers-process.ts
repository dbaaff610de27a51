import { addCounts, type HeavyReadersJob, heavyReader } from './heavy-readers.ts';

/** The heavy readers' own process (`startHeavyReaders`): runs them for the job's seconds, then sends their counts. */
const job = JSON.parse(process.argv[2] ?? '{}') as HeavyReadersJob;
const until = Date.now() + job.seconds * 1000;
process.send?.('started');
const counts = await Promise.all(job.tokens.map((token) => heavyReader(job, token, until)));
process.send?.(counts.reduce(addCounts, { requests: 0, failed: 0, limited: 0 }), () => process.exit(0));
