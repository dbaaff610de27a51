import { numberFormat } from './intl-formats.ts';

/** spec §2 Result screen: an empty metric shows a dash. */
export const EMPTY_VALUE = '—';

export interface ValueWords {
  yes: string;
  no: string;
}

/**
 * How a measured value reads on screen: numbers in the interface language's notation (at most two
 * decimals), booleans as words, a dash when there is nothing. `tag` is a BCP 47 tag (LOCALE_TAG).
 */
export function formatValue(value: unknown, tag: string, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? numberFormat(tag, { maximumFractionDigits: 2 }).format(value)
      : EMPTY_VALUE;
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * A latitude or longitude as the language writes decimals, to 5 places (about a metre): the locales whose
 * decimal sign is a comma part the two with a semicolon in their texts (`address.coordinates`).
 */
export function formatCoordinate(value: number, tag: string): string {
  return numberFormat(tag, {
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
    useGrouping: false,
  }).format(value);
}
