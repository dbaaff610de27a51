import { describe, expect, it } from 'vitest';
import { applyMultiplier, metricPath, metricValue, removeMultiplier } from './metrics.ts';

const emission = {
  mesure: 812,
  tanks: { tank_1: { level_mm: 640, temperature: 0 }, tank_2: { level_mm: '' } },
};

describe('module metric paths (spec §3)', () => {
  it('reads the 3-level output path, as an array or dotted', () => {
    expect(metricPath('{"output":["tanks","tank_1","level_mm"]}')).toEqual(['tanks', 'tank_1', 'level_mm']);
    expect(metricPath('{"output":"tanks.tank_1.level_mm"}')).toEqual(['tanks', 'tank_1', 'level_mm']);
    expect(metricPath('{"output":"tanks.tank_1"}')).toBeNull();
    expect(metricPath('not json')).toBeNull();
    expect(metricPath(null)).toBeNull();
  });

  it('finds the value in nested emission data, zero included, and null when absent or empty', () => {
    expect(metricValue(emission, '{"output":"tanks.tank_1.level_mm"}')).toBe(640);
    expect(metricValue(emission, '{"output":"tanks.tank_1.temperature"}')).toBe(0);
    expect(metricValue(emission, '{"output":"tanks.tank_2.level_mm"}')).toBeNull();
    expect(metricValue(emission, '{"output":"tanks.tank_3.level_mm"}')).toBeNull();
    expect(metricValue(emission, '{"output":"mesure.a.b"}')).toBeNull();
    expect(metricValue(emission, '{"output":"__proto__.constructor.name"}')).toBeNull();
  });
});

describe('module form units (spec §9)', () => {
  it('stores typed litres as cubic millimetres and shows cubic millimetres as litres', () => {
    expect(applyMultiplier(2.5, 1e6)).toBe(2_500_000);
    expect(removeMultiplier(2_500_000_000, 1e6)).toBe(2500);
    expect(removeMultiplier(applyMultiplier(73.6, 1e6), 1e6)).toBeCloseTo(73.6, 9);
  });

  it('applies other multipliers, and none when the field has none', () => {
    expect(applyMultiplier(12, 10)).toBe(120);
    expect(removeMultiplier(120, 10)).toBe(12);
    expect(applyMultiplier(12, null)).toBe(12);
    expect(removeMultiplier(12, undefined)).toBe(12);
    expect(removeMultiplier(12, 0)).toBe(12);
  });
});
