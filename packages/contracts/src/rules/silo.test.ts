import { describe, expect, it } from 'vitest';
import { asSiloType, siloRequiredFields } from './silo.ts';

describe('silo required fields (spec §5)', () => {
  it('requires volume and total height always, and the right-part and cone dimensions by type', () => {
    expect(siloRequiredFields(7)).toEqual(['volume', 'height', 'length_right_side', 'width_right_side']);
    expect(siloRequiredFields(8)).toEqual(['volume', 'height', 'diameter_right_side']);
    expect(siloRequiredFields(9)).toEqual([
      'volume',
      'height',
      'diameter_right_side',
      'cone_height',
      'length_diameter_min_cone',
    ]);
    expect(siloRequiredFields(10)).toEqual([
      'volume',
      'height',
      'length_right_side',
      'width_right_side',
      'cone_height',
      'width_min_cone',
      'length_diameter_min_cone',
    ]);
  });

  it('requires volume and total height of a silo whose type is not known yet', () => {
    expect(siloRequiredFields(null)).toEqual(['volume', 'height']);
    expect(siloRequiredFields(asSiloType(11))).toEqual(['volume', 'height']);
    expect(asSiloType(9)).toBe(9);
  });
});
