import { BEEHIVE_PRESET, metricPath } from '@installer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Events } from '../events.ts';
import { findEmissionProfile } from '../repositories/emissions.ts';
import { recordEmission } from './emissions.ts';
import { type MetricSlot, plausibleEmission } from './plausible-emission.ts';

export interface DemoEmitterDeps {
  db: Db;
  events: Events;
  delayMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

function metricSlots(configuration: string | null): MetricSlot[] {
  if (!configuration) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(configuration);
  } catch {
    return [];
  }
  const metrics = (parsed as { metrics?: unknown } | null)?.metrics;
  if (!Array.isArray(metrics)) return [];
  return metrics.flatMap((entry: { parameters?: unknown; unit?: unknown }) => {
    const path = metricPath(typeof entry.parameters === 'string' ? entry.parameters : null);
    return path ? [{ path, unit: typeof entry.unit === 'string' ? entry.unit : null }] : [];
  });
}

/** Scales weigh (spec §2 Result screen: the weight in Kg); the beehive scale is referential 230. */
const isScale = (profile: { id_device_referential: number; value_type_device: string | null }): boolean =>
  profile.id_device_referential === BEEHIVE_PRESET.id_referential ||
  /weight|poids|scale/i.test(profile.value_type_device ?? '');

/**
 * DESIGN §4 `DEMO_EMIT`: a demo device sends a plausible first measurement about 15 s after it is
 * installed, through the same service as the ingest call, so the result screen can be watched end to
 * end. Timers never keep the process alive and are cancelled when the server closes.
 */
export function startDemoEmitter({ db, events, delayMs, log }: DemoEmitterDeps): { stop(): Promise<void> } {
  const timers = new Set<NodeJS.Timeout>();
  /** Emissions being written; closing waits for them so the database is not closed under them. */
  const writing = new Set<Promise<void>>();

  const emit = async (idDevice: number, deviceNumber: string, messageId: string) => {
    const profile = await findEmissionProfile(db, idDevice);
    if (!profile) return;
    const data = plausibleEmission({
      weight: isScale(profile),
      metrics: metricSlots(profile.metrics_configuration),
    });
    // One demo message per installation or swap: a retried event cannot store a second one.
    const result = await recordEmission(db, { device_number: deviceNumber, message_id: messageId, data });
    log.info({ device_number: deviceNumber, id_emission: result.id_emission }, 'demo emission stored');
  };

  const later = (idDevice: number, deviceNumber: string, messageId: string) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const write = emit(idDevice, deviceNumber, messageId)
        .catch((error: unknown) =>
          log.error({ err: error, device_number: deviceNumber }, 'demo emission failed'),
        )
        .finally(() => writing.delete(write));
      writing.add(write);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  const onInstalled = (event: { id_installation: number; id_device: number; device_number: string }) =>
    later(event.id_device, event.device_number, `demo-installation-${event.id_installation}`);
  // A swapped-in device goes through the result screen too: it sends its own first measurement.
  const onSwapped = (event: { id_swap: number; id_device: number; device_number: string }) =>
    later(event.id_device, event.device_number, `demo-swap-${event.id_swap}`);

  events.on('installation.created', onInstalled);
  events.on('device.swapped', onSwapped);
  return {
    async stop() {
      events.off('installation.created', onInstalled);
      events.off('device.swapped', onSwapped);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(writing);
    },
  };
}
