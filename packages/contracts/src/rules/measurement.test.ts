import { describe, expect, it } from 'vitest';
import { measurement } from '../entities.ts';
import { MEASUREMENT_FIELDS, reportedMeasurement, storedMeasurement } from './measurement.ts';

const metric = (output: string, is_visible = true) => ({
  parameters: JSON.stringify({ output }),
  is_visible,
});

describe('what is kept of a sensor message (spec §3 First emission response)', () => {
  it('lists the measurement fields once, from their schema', () => {
    expect(MEASUREMENT_FIELDS).toEqual(['mesure', 'hauteur_liquide', 'signal_quality', 'volume', 'weight']);
  });

  it('keeps the measurement fields and the module groups, and drops anything else a sender adds', () => {
    const sent = {
      mesure: 410,
      hauteur_liquide: null,
      signal_quality: 4,
      weight: false,
      note: 'Call 0800 000 000 for a free audit',
      imei: 356_938_035_643_809,
      owner: { name: 'Someone' },
      tanks: { tank_1: { level_mm: 640, status: 'ok', history: [1, 2], deeper: { x: 1 } }, tank_2: 'no' },
      list: [{ a: { b: 1 } }],
    };
    const kept = storedMeasurement(sent);
    expect(kept).toEqual({
      mesure: 410,
      hauteur_liquide: null,
      signal_quality: 4,
      weight: false,
      tanks: { tank_1: { level_mm: 640, status: 'ok' } },
    });
    expect(measurement.safeParse(kept).success).toBe(true);
  });

  it('keeps a key named __proto__ as a plain name, never as a prototype', () => {
    const kept = storedMeasurement(JSON.parse('{"__proto__": {"polluted": {"yes": 1}}, "mesure": 1}'));
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(kept)).toBe('{"__proto__":{"polluted":{"yes":1}},"mesure":1}');
  });
});

describe('what a public report shows of a measurement', () => {
  const stored = {
    mesure: 410,
    volume: 1200,
    note: 'stored before the ingest kept only measurements',
    tanks: { tank_1: { level_mm: 640, serial: 'SN-1' }, tank_2: { level_mm: 300 } },
    site: { gps: { lat: 45.1 } },
  };

  it('shows the measurement fields alone for a classic installation', () => {
    expect(reportedMeasurement(stored, null)).toEqual({ mesure: 410, volume: 1200 });
  });

  it('shows of the module groups only the values its visible metrics read', () => {
    const metrics = [
      metric('tanks.tank_1.level_mm'),
      metric('tanks.tank_2.level_mm', false),
      metric('x.y.z'),
    ];
    expect(reportedMeasurement(stored, metrics)).toEqual({
      mesure: 410,
      volume: 1200,
      tanks: { tank_1: { level_mm: 640 } },
    });
    expect(reportedMeasurement(stored, [metric('mesure.a.b'), metric('__proto__.a.b')])).toEqual({
      mesure: 410,
      volume: 1200,
    });
  });
});
