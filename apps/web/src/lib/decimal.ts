/**
 * What an installer typed in a number field, as a number: null when empty, NaN when it is not a number.
 * A comma is accepted as the decimal separator (French, German, ... keyboards show one).
 */
export function parseDecimal(text: string | null | undefined): number | null {
  const normalised = (text ?? '').trim().replace(',', '.');
  if (normalised === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * A number as a field shows it, in the interface language's way (`tag`, BCP 47): "73,6" on a German form, as
 * the German report writes it. No grouping: the field reads back what it shows (parseDecimal).
 */
export function formatDecimal(value: number | null | undefined, tag: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 6 }).format(value);
}
