import { badRequest } from '../answers/app-error.ts';
import { today } from './jobs.ts';

const DAY_MS = 86_400_000;

/**
 * The days an office call reads: from and to (YYYY-MM-DD, checked by the contracts), today when absent, to
 * on or after from and at most `maxDays` days in all (api/office.ts): 400 naming the field otherwise.
 */
export function officeRange(
  query: { from?: string | undefined; to?: string | undefined },
  maxDays: number,
): { from: string; to: string } {
  const from = query.from ?? today();
  const to = query.to ?? query.from ?? today();
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw queryField('to', 'on or after from');
  if (days > maxDays) throw queryField('to', `at most ${maxDays} days after from`);
  return { from, to };
}

/** A 400 naming one query parameter, as the schema validation names one. */
const queryField = (path: string, message: string) =>
  badRequest('validation_failed', 'The request is not valid', [{ in: 'query', path, message }]);
