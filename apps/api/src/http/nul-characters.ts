import type { FastifyRequest } from 'fastify';
import { AppError } from '../answers/app-error.ts';

/** Where in the request a NUL character sits, or null. Iterative: a body may be nested 10,000 deep. */
function findNul(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Whether the URL can hold a NUL: written `%00` (Node's parser refuses a raw one, which is checked anyway). */
const mayHoldNul = (url: string): boolean => url.includes('%00') || url.includes('\u0000');

/**
 * PostgreSQL text cannot hold a NUL character: a query given one fails, which would answer 500 to
 * malformed input. No field of ours has a use for one, so any request carrying one is refused with 400
 * before a route sees it, the same on both databases.
 *
 * Params and query are decoded from the URL, where a NUL can only be percent-encoded: a URL without `%00`
 * gives neither, so they are walked only when it has one, and the body only when there is one. A callback
 * hook, not an async one: on a device check or a poll it runs once per request for nothing found
 * (docs/decisions/0020-hot-paths.md, second round).
 */
export function rejectNulCharacters(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
): void {
  const inUrl = mayHoldNul(request.url);
  if (!inUrl && request.body === undefined) {
    done();
    return;
  }
  for (const [part, value] of [
    ['params', inUrl ? request.params : undefined],
    ['query', inUrl ? request.query : undefined],
    ['body', request.body],
  ] as const) {
    const path = value === undefined ? null : findNul(value);
    if (path !== null) {
      done(
        new AppError(400, 'validation_failed', 'The request is not valid', [
          { in: part, path, message: 'NUL characters are not allowed' },
        ]),
      );
      return;
    }
  }
  done();
}
