import { describe, expect, it } from 'vitest';
import { acceptedProduct, capitalizeProduct, STEP5_PRODUCTS } from './products.ts';

describe('step-5 product rule (spec §5)', () => {
  it('lists the 21 products of the specification', () => {
    expect(STEP5_PRODUCTS).toHaveLength(21);
    expect(STEP5_PRODUCTS).toContain('Clear Diesel Premium');
    expect(STEP5_PRODUCTS).toContain('Fertilizer');
  });

  it('accepts every listed product whatever its case, and answers it as listed', () => {
    for (const product of STEP5_PRODUCTS) {
      expect(acceptedProduct(product.toLowerCase())).toBe(product);
      expect(acceptedProduct(product.toUpperCase())).toBe(product);
    }
    expect(acceptedProduct('  heating oil ')).toBe('Heating Oil');
    expect(acceptedProduct('lpg')).toBe('LPG');
  });

  it('refuses other products and empty values', () => {
    for (const product of ['Fioul', 'Diesel fuel', 'Wine', '', '   ', null, undefined]) {
      expect(acceptedProduct(product)).toBeNull();
    }
  });

  it('capitalises the first letter only', () => {
    expect(capitalizeProduct('propane')).toBe('Propane');
    expect(capitalizeProduct('jet fuel')).toBe('Jet fuel');
  });
});
