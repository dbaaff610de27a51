import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export interface LoadFigures {
  label: string;
  /** Mean requests per second over the run. */
  rps: number;
  /** Of the 2xx answers, in milliseconds with their fractions. */
  p50: number;
  p99: number;
  /** Answers that were not 2xx, connection errors and timeouts: each must be zero for a valid figure. */
  non2xx: number;
  errors: number;
  total: number;
  connections: number;
  seconds: number;
}

export interface LoadOptions {
  label: string;
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Tokens to rotate through, one per request (a fresh installer's poll, not a warm cache). */
  tokens?: string[];
  /**
   * Send each of `tokens` exactly once, then stop (rather than rotate for `seconds`): each connection sends
   * its own share once, as autocannon gives each connection `amount / connections` requests.
   */
  eachTokenOnce?: boolean;
}

/** autocannon against a server in another process (docs/PERFORMANCE.md: 50 connections, about 10 s). */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const tokens = options.tokens ?? [];
  const once = options.eachTokenOnce === true && tokens.length > 0;
  const connections = once ? Math.min(options.connections, tokens.length) : options.connections;
  let connection = 0;
  const instance = autocannon({
    url: options.url,
    connections,
    ...(once ? { amount: tokens.length } : { duration: options.seconds }),
    timeout: 10,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(tokens.length > 0
      ? {
          // Each connection sends its own share of the tokens in turn, every request built into bytes once:
          // a request rebuilt for each send (autocannon's setupRequest) cost the load generator, on the same
          // two cores as the server, more than a third of the server's throughput (docs/PERFORMANCE.md).
          setupClient: (client) => {
            const own = tokens.filter((_, index) => index % connections === connection);
            connection = (connection + 1) % connections;
            client.setRequests(
              (own.length > 0 ? own : tokens).map((token) => ({
                method: 'GET',
                headers: { authorization: `Bearer ${token}` },
              })),
            );
          },
        }
      : {}),
  });
  // autocannon's latency histogram keeps whole milliseconds: a poll's p99 of 3 ms is anything from 3.0 to
  // 3.99, too coarse to compare at 2x (docs/PERFORMANCE.md, "The poll beside heavy readers, measured finer").
  // Its answer event has each time with its fractions; like its histogram, only 2xx answers count.
  const times: number[] = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  return {
    label: options.label,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    connections: options.connections,
    seconds: options.seconds,
  };
}

/**
 * One request for each token, unmeasured: every session cached and every installer's limit window open, as
 * in a steady load of those installers (docs/PERFORMANCE.md, "The sessions of the many-installer runs").
 */
export async function sendEachTokenOnce(url: string, tokens: string[], connections: number): Promise<void> {
  const pass = await load({
    label: 'each token once',
    url,
    connections,
    seconds: 0,
    tokens,
    eachTokenOnce: true,
  });
  const failed = pass.non2xx + pass.errors;
  if (failed > 0 || pass.total !== tokens.length) {
    throw new Error(`${url}: ${pass.total} answers for ${tokens.length} tokens, ${failed} failed`);
  }
}
