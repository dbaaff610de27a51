import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';

describe("WCAG's contrast ratio", () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1565c0', '#1565c0')).toBe(1);
  });

  it('gives the published figures: #767676 is the lightest grey that keeps 4.5:1 on white', () => {
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(4.5);
    // spec §9's primary under white text.
    expect(contrastRatio('#1565c0', '#fff')).toBeCloseTo(5.75, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a hex colour: red');
  });
});
