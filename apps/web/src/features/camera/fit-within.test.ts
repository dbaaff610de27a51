import { PHOTO_MAX_LONG_SIDE_PX } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within.ts';

describe('fitWithin', () => {
  it('brings a 12-megapixel landscape capture down to the long side limit', () => {
    expect(fitWithin(4000, 3000, PHOTO_MAX_LONG_SIDE_PX)).toEqual({ width: 1920, height: 1440 });
  });

  it('scales a portrait photo by its height', () => {
    expect(fitWithin(3024, 4032, 1920)).toEqual({ width: 1440, height: 1920 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(fitWithin(640, 480, 1920)).toEqual({ width: 640, height: 480 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(10_000, 2, 1920)).toEqual({ width: 1920, height: 1 });
  });

  it('refuses a size that is not an image', () => {
    expect(() => fitWithin(0, 480, 1920)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 480, 1920)).toThrow(RangeError);
  });
});
