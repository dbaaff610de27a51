import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/message-key.ts';
import type { FieldMessages } from '../equipment-blocks/index.ts';
import { messageOf } from './field-messages.ts';

/** Something the contracts refuse, at a path of the body, with the value that was there. */
export interface BodyIssue {
  path: readonly PropertyKey[];
  input?: unknown;
}

/**
 * How the contracts check a form (spec §5 rules live in `packages/contracts`, the server runs the same): the
 * body the form's values stand for, and the way back from a path of that body to the field that shows it.
 */
export interface ContractCheck<B> {
  schema: z.core.$ZodType<B>;
  body: unknown;
  /** What the contracts' rules say of values no schema knows beforehand: a model's form inputs. */
  problems: BodyIssue[];
  /** The form field of a body path; null where no field is (a bug of the form: only the summary says it). */
  fieldOf(path: readonly PropertyKey[]): string | null;
  messagesOf(field: string): FieldMessages;
}

export type CheckResult<B> = { ok: true; body: B } | { ok: false; errors: Record<string, MessageKey> };

/** The body when the contracts accept it; else, for each field, the message of its first issue. */
export function runCheck<B>(check: ContractCheck<B>): CheckResult<B> {
  const parsed = z.safeParse(check.schema, check.body, { reportInput: true });
  const issues: BodyIssue[] = [...(parsed.success ? [] : parsed.error.issues), ...check.problems];
  if (parsed.success && issues.length === 0) return { ok: true, body: parsed.data };
  const errors: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const field = check.fieldOf(issue.path);
    if (field === null) errors.root ??= 'fill_all_fields';
    else errors[field] ??= messageOf(check.messagesOf(field), issue);
  }
  return { ok: false, errors };
}

/** The fields the contracts still refuse (nothing shown): where Enter moves on to (enter-moves-on.ts). */
export function invalidFields<B>(check: ContractCheck<B>): string[] {
  const result = runCheck(check);
  return result.ok ? [] : Object.keys(result.errors).filter((field) => field !== 'root');
}

/** react-hook-form's resolver of a form the contracts check: its output is the body they accepted. */
export function contractResolver<V extends FieldValues, B>(
  checkOf: (values: V) => ContractCheck<B>,
): Resolver<V, unknown, B> {
  return (values, _context, options) => {
    const result = runCheck(checkOf(values));
    if (result.ok) return { values: result.body, errors: {} };
    const errors: FieldErrors = {};
    for (const [field, message] of Object.entries(result.errors))
      errors[field] = { type: 'contract', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
