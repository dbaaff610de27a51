import { linkDimensions, siloRequiredFields, tankVolumeLitres } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './catalogue.ts';

const tankModels = BRANDS.filter((b) => b.type === 'CUVE').flatMap((b) => b.models);
const siloModels = BRANDS.filter((b) => b.type === 'SILO').flatMap((b) => b.models);

describe('demo catalogue figures (spec §3, spec §9 tank auto-calculation)', () => {
  it.each(tankModels.map((m) => [m.trade_name, m] as const))(
    '%s: the volume is what the form computes from the dimensions, and the trade name’s capacity',
    (name, model) => {
      const { tank, silo } = model;
      expect(silo).toBeUndefined();
      if (!tank) throw new Error(`${name} has no tank figures`);
      expect(tankVolumeLitres(tank.tank_type, tank)).toBe(tank.volume);
      expect(name).toContain(`${tank.volume} L`);
      // The linked dimensions of its type already agree: changing none of them recalculates another.
      for (const field of ['height', 'length', 'width'] as const) {
        expect(linkDimensions(tank.tank_type, field, tank).calculated, field).toEqual([]);
      }
    },
  );

  it.each(siloModels.map((m) => [m.trade_name, m] as const))(
    '%s: every dimension its silo type requires is there',
    (name, model) => {
      const { tank, silo } = model;
      expect(tank).toBeUndefined();
      if (!silo) throw new Error(`${name} has no silo figures`);
      for (const field of siloRequiredFields(silo.silo_type)) {
        expect(silo[field as keyof typeof silo], field).toBeGreaterThan(0);
      }
    },
  );

  it('shows every tank type but the sphere, which no brand of the demo makes', () => {
    expect(new Set(tankModels.map((m) => m.tank?.tank_type))).toEqual(new Set([1, 2, 3, 5]));
  });
});
