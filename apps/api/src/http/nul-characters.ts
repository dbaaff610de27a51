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

/**
 * PostgreSQL text cannot hold a NUL character: a query given one fails, which would answer 500 to
 * malformed input. No field of ours has a use for one, so any request carrying one is refused with 400
 * before a route sees it, the same on both databases.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findNul(value);
    if (path !== null) {
      throw new AppError(400, 'validation_failed', 'The request is not valid', [
        { in: part, path, message: 'NUL characters are not allowed' },
      ]);
    }
  }
}
