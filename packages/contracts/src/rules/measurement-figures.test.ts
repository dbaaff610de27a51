import { describe, expect, it } from 'vitest';
import { measurementFigures } from './measurement-figures.ts';

// spec §3 First emission response: a truthy `weight` makes `volume` the weight in kg.
describe('measurement figures', () => {
  it('reads a level sensor: the liquid height in mm and the volume in litres', () => {
    expect(
      measurementFigures({ mesure: 900, hauteur_liquide: 640, volume: 1200, signal_quality: 4 }),
    ).toEqual({
      level_mm: 640,
      weight_kg: null,
      volume_l: 1200,
    });
  });

  it('reads a scale: the volume field is the weight in kg', () => {
    expect(measurementFigures({ weight: true, volume: 42.5 })).toEqual({
      level_mm: null,
      weight_kg: 42.5,
      volume_l: null,
    });
  });

  it('answers null for a missing or non-numeric value', () => {
    expect(measurementFigures({})).toEqual({ level_mm: null, weight_kg: null, volume_l: null });
    expect(measurementFigures({ hauteur_liquide: 'high', volume: Number.NaN })).toEqual({
      level_mm: null,
      weight_kg: null,
      volume_l: null,
    });
  });
});
