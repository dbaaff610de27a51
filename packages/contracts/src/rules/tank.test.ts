import { describe, expect, it } from 'vitest';
import { linkDimensions, tankVolumeLitres } from './tank.ts';

describe('tank auto-calculation (spec §9)', () => {
  it('computes litres from centimetres, floor-rounded', () => {
    // 100 x 100 x 100 cm = 1 000 000 cm³ = 1000 L
    expect(tankVolumeLitres(1, { length: 100, width: 100, height: 100 })).toBe(1000);
    // 123 x 45 x 67 = 370 845 cm³ → 370 L (floor)
    expect(tankVolumeLitres(1, { length: 123, width: 45, height: 67 })).toBe(370);
    // Horizontal cylinder, diameter 100, length 200: π·50²·200 = 1 570 796 cm³ → 1570 L
    expect(tankVolumeLitres(2, { length: 200, width: 100, height: 100 })).toBe(1570);
    // Vertical cylinder, diameter 100, height 150: π·50²·150 = 1 178 097 cm³ → 1178 L
    expect(tankVolumeLitres(3, { length: 100, width: 100, height: 150 })).toBe(1178);
    // Sphere, diameter 100: 4/3·π·50³ = 523 598 cm³ → 523 L
    expect(tankVolumeLitres(4, { length: 100, width: 100, height: 100 })).toBe(523);
    expect(tankVolumeLitres(5, { length: 100, width: 100, height: 100 })).toBe(1000);
  });

  it('has no volume while a dimension is missing or not positive', () => {
    expect(tankVolumeLitres(1, { length: 100, width: null, height: 100 })).toBeNull();
    expect(tankVolumeLitres(1, { length: 100, width: 0, height: 100 })).toBeNull();
  });

  it('keeps height equal to width on a horizontal cylinder', () => {
    const { dims, calculated } = linkDimensions(2, 'height', { height: 120, width: null, length: 300 });
    expect(dims).toEqual({ height: 120, width: 120, length: 300 });
    expect(calculated).toEqual(['width']);
    expect(linkDimensions(2, 'length', { height: 1, width: 2, length: 3 }).calculated).toEqual([]);
  });

  it('keeps width equal to length on a vertical cylinder', () => {
    const { dims, calculated } = linkDimensions(3, 'width', { height: 200, width: 90, length: null });
    expect(dims).toEqual({ height: 200, width: 90, length: 90 });
    expect(calculated).toEqual(['length']);
  });

  it('derives all dimensions from one on a sphere and an IBC', () => {
    for (const type of [4, 5] as const) {
      const { dims, calculated } = linkDimensions(type, 'length', { height: null, width: null, length: 110 });
      expect(dims).toEqual({ height: 110, width: 110, length: 110 });
      expect(calculated.sort()).toEqual(['height', 'width']);
    }
  });

  it('leaves a rectangular tank alone', () => {
    expect(linkDimensions(1, 'height', { height: 1, width: 2, length: 3 })).toEqual({
      dims: { height: 1, width: 2, length: 3 },
      calculated: [],
    });
  });
});
