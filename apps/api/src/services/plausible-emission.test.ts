import { emissionData, metricValue } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_MODULES } from '../db/demo/modules.ts';
import { plausibleEmission } from './plausible-emission.ts';

describe('plausible emission', () => {
  it('gives a tank reading in mm: liquid height plus air gap, and the signal asked for', () => {
    for (let i = 0; i < 50; i++) {
      const data = emissionData.parse(plausibleEmission({ signal: 2 }));
      expect(data.signal_quality).toBe(2);
      expect(data.hauteur_liquide).toBeGreaterThanOrEqual(300);
      expect((data.hauteur_liquide ?? 0) + (data.mesure ?? 0)).toBe(1600);
      expect(data.weight).toBeUndefined();
    }
  });

  it('gives a scale reading in Kg with weight set (spec §2 result screen)', () => {
    const data = emissionData.parse(plausibleEmission({ weight: true }));
    expect(data.weight).toBe(true);
    expect(data.volume).toBeGreaterThan(10);
    expect(data.signal_quality).toBeGreaterThanOrEqual(3);
  });

  it('has a value at every metric path of every seeded module', () => {
    for (const module of DEMO_MODULES) {
      const data = plausibleEmission({
        metrics: module.metrics.map((m) => ({
          path: (JSON.parse(m.parameters) as { output: string }).output.split('.'),
          unit: m.unit,
        })),
      });
      for (const metric of module.metrics) {
        expect(typeof metricValue(data, metric.parameters), `${module.key} ${metric.parameters}`).toBe(
          'number',
        );
      }
    }
  });

  it('skips paths that cannot be nested or would touch a prototype', () => {
    const data = plausibleEmission({
      metrics: [
        { path: ['signal_quality', 'a', 'b'], unit: null },
        { path: ['__proto__', 'polluted', 'x'], unit: null },
        { path: ['tanks', 'tank_1'], unit: 'mm' },
      ],
    });
    expect(typeof data.signal_quality).toBe('number');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(data.tanks).toBeUndefined();
  });
});
