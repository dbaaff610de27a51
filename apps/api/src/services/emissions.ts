import {
  type EmissionData,
  type FirstEmission,
  type IngestBody,
  storedMeasurement,
} from '@installer/contracts';
import { AppError, notFound } from '../answers/app-error.ts';
import { JsonText } from '../answers/json-text.ts';
import type { Db } from '../db/database.ts';
import { findDeviceIdByNumber, findFirstEmission, insertEmissionOnce } from '../repositories/emissions.ts';

/** Nesting a sensor message may have: the module metrics read 3-level paths (spec §3), so 8 is ample. */
const MAX_DATA_DEPTH = 8;

function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return deepest + 1;
}

/**
 * DESIGN §3 Emissions: stores a sensor's message once per message_id. The ingest route and the demo
 * emitter both come through here, so a demo measurement is an emission like any other.
 */
export async function recordEmission(
  db: Db,
  message: IngestBody,
  now: Date = new Date(),
): Promise<{ id_emission: number; duplicate: boolean }> {
  if (depthOf(message.data, MAX_DATA_DEPTH) > MAX_DATA_DEPTH) {
    throw new AppError(400, 'validation_failed', 'The emission data is nested too deeply', [
      { in: 'body', path: 'data', message: `at most ${MAX_DATA_DEPTH} levels` },
    ]);
  }
  const idDevice = await findDeviceIdByNumber(db, message.device_number);
  if (idDevice === undefined) throw notFound('device_not_found', 'No device has this number');
  const receivedAt = now.toISOString();
  return insertEmissionOnce(db, {
    id_device: idDevice,
    message_id: message.message_id,
    emitted_at: message.emitted_at ? new Date(message.emitted_at).toISOString() : receivedAt,
    received_at: receivedAt,
    // Only the measurement: a field a sender adds is never stored, so no answer (the public report's
    // included) can carry it.
    data: JSON.stringify(storedMeasurement(message.data)),
  });
}

/** The first emission's answer as the contract reads it (DESIGN §3 Emissions). */
export type FirstEmissionAnswer = { data: FirstEmission | null };

/**
 * The first emission received since the device's installation, or null while there is none (or while
 * the device is not installed). Another professional's device is "not found" (DESIGN §3 Scoping).
 *
 * Polled every 10 s by every installer on the result screen (spec §9): the answer is written from the
 * stored JSON text of the emission, its two dates added, without parsing and serialising it again
 * (docs/decisions/0005-hot-path.md). The stored text is `JSON.stringify` of an object the ingest contract
 * accepted (recordEmission above); the test serializer checks every such answer against the contract.
 */
export async function firstEmissionAnswer(
  db: Db,
  idDevice: number,
  idProfessional: number,
): Promise<JsonText<FirstEmissionAnswer>> {
  const row = await findFirstEmission(db, idDevice, idProfessional);
  if (!row) throw notFound('device_not_found', 'No device of yours has this id');
  if (row.data === null || row.emitted_at === null || row.received_at === null) return NO_EMISSION_YET;
  const dates = `"emitted_at":${JSON.stringify(row.emitted_at)},"received_at":${JSON.stringify(row.received_at)}`;
  const plainObject = row.data.startsWith('{') && row.data.endsWith('}');
  if (!plainObject || row.data.includes('"emitted_at"') || row.data.includes('"received_at"')) {
    // The sensor sent fields of these names (the stored dates replace them, one key each stays), or the
    // text is not the object recordEmission writes: the answer is built from the parsed data instead.
    const data = JSON.parse(row.data) as EmissionData;
    const emission: FirstEmission = { ...data, emitted_at: row.emitted_at, received_at: row.received_at };
    return new JsonText(JSON.stringify({ data: emission }));
  }
  const fields = row.data.slice(1, -1);
  return new JsonText(`{"data":{${fields}${fields.trim() === '' ? '' : ','}${dates}}}`);
}

const NO_EMISSION_YET = new JsonText<FirstEmissionAnswer>('{"data":null}');
