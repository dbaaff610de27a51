/**
 * What an installer typed in a number field, as a number: null when empty, NaN when it is not a number.
 * A comma is accepted as the decimal separator (French, German, ... keyboards show one).
 */
export function parseDecimal(text: string | null | undefined): number | null {
  const normalised = (text ?? '').trim().replace(',', '.');
  if (normalised === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A number as the field shows it (the form keeps what is typed as text). */
export function formatDecimal(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '' : String(value);
}
