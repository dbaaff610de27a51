/** spec §5 Step 5 product: the only products the external configuration accepts. */
export const STEP5_PRODUCTS = [
  'Propane',
  'LPG',
  'GPLC',
  'Diesel',
  'Clear Diesel',
  'Clear Diesel Efficient',
  'Clear Diesel Premium',
  'Dyed Diesel',
  'Dyed Diesel Efficient',
  'Dyed Diesel Premium',
  'Gasoline',
  'Regular Gasoline',
  'Super Gasoline',
  'Jet Fuel',
  'Kerosene',
  'Def',
  'Heating Oil',
  'Lubricant',
  'Butane',
  'Water',
  'Fertilizer',
] as const;

export type Step5Product = (typeof STEP5_PRODUCTS)[number];

/** spec §5: the first letter is capitalised before the product is sent. */
export function capitalizeProduct(value: string): string {
  const trimmed = value.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * spec §5: the comparison is case-normalised. Returns the product as listed,
 * or null when the product is not accepted (the app then shows the error dialog).
 */
export function acceptedProduct(value: string | null | undefined): Step5Product | null {
  const wanted = capitalizeProduct(value ?? '').toLowerCase();
  if (wanted === '') return null;
  return STEP5_PRODUCTS.find((product) => product.toLowerCase() === wanted) ?? null;
}
