import type * as z from 'zod/mini';
import type { MessageKey } from '../../i18n/message-key.ts';
import { parseDecimal } from './decimal.ts';

/**
 * Helpers for the equipment form schemas: each reads one typed text and either gives the value the
 * contracts expect or adds an issue whose message is the i18n key to show under the field.
 */
type Ctx = z.core.ParsePayload;

export function addIssue(ctx: Ctx, path: (string | number)[], message: MessageKey): void {
  ctx.issues.push({ code: 'custom', path, message, input: ctx.value });
}

export interface NumberRule {
  /** The message when the field is empty; null when the field may stay empty. */
  required: MessageKey | null;
  /** The contracts' own bound for this value (e.g. `tankSpecification.shape.height`). */
  schema: z.ZodMiniType<number | null | undefined>;
  /** The message when the text is not a number or breaks the bound. */
  invalid: MessageKey;
  integer?: boolean;
}

/** A number field: null when empty and optional; `undefined` when an issue was added. */
export function readNumber(
  text: string,
  rule: NumberRule,
  path: (string | number)[],
  ctx: Ctx,
): number | null | undefined {
  const value = parseDecimal(text);
  if (value === null) {
    if (rule.required) addIssue(ctx, path, rule.required);
    return rule.required ? undefined : null;
  }
  if (
    Number.isNaN(value) ||
    (rule.integer && !Number.isInteger(value)) ||
    !rule.schema.safeParse(value).success
  ) {
    addIssue(ctx, path, rule.invalid);
    return undefined;
  }
  return value;
}

/** A select holding a database id as text. */
export function readId(
  text: string,
  path: (string | number)[],
  ctx: Ctx,
  required: MessageKey,
): number | undefined {
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value <= 0) {
    addIssue(ctx, path, required);
    return undefined;
  }
  return value;
}

/** A select among a fixed list of numbers (tank type, monitoring type, ...). */
export function readChoice<T extends number>(
  text: string,
  choices: readonly T[],
  path: (string | number)[],
  ctx: Ctx,
  required: MessageKey,
): T | undefined {
  const value = choices.find((choice) => String(choice) === text);
  if (value === undefined) addIssue(ctx, path, required);
  return value;
}

/** `datetime-local` gives "2026-11-22T08:30"; the server gets an ISO 8601 instant. */
export function readDateTime(
  text: string,
  path: (string | number)[],
  ctx: Ctx,
  required: boolean,
): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') {
    if (required) addIssue(ctx, path, 'required_field');
    return required ? undefined : null;
  }
  const date = new Date(trimmed);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed) || Number.isNaN(date.getTime())) {
    addIssue(ctx, path, 'wrong_date_format');
    return undefined;
  }
  return date.toISOString();
}
