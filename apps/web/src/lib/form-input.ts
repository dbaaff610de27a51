import { parseDecimal } from './decimal.ts';

/**
 * What a field of the equipment forms holds, as the value the contracts validate. The form keeps text as typed
 * (a half-typed "12," survives a reload); here an empty field is a missing value (null), which the contracts'
 * rules name, and text that is not a number stays a number the contracts refuse (NaN).
 */

/** A number typed in a text field; a comma is a decimal separator. */
export const numberOf = (text: string): number | null => parseDecimal(text);

/** A select holding a number (a database id, a tank type, ...). */
export const choiceOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** Free text: trimmed, and missing when only spaces. */
export const textOf = (text: string): string | null => text.trim() || null;

/**
 * A `datetime-local` field gives "2026-11-22T08:30" in the phone's time zone; the contracts take an ISO 8601
 * instant. Other text (a browser without a date picker) goes as typed, for the contracts to judge.
 */
export function dateTimeOf(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const date = new Date(trimmed);
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : trimmed;
}
