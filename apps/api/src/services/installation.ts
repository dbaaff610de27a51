import { createHash } from 'node:crypto';
import type { InstallationBody, InstallationResult } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict } from '../http/app-error.ts';
import type { AuthInstaller } from '../plugins/auth.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentAnswer,
} from '../repositories/idempotency-keys.ts';
import { installClassic } from './installation-classic.ts';
import { installModule } from './installation-module.ts';

/** JSON with sorted keys, so the same payload always hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface InstallationOutcome {
  result: InstallationResult;
  /** False when an Idempotency-Key replayed the answer of an earlier call. */
  created: boolean;
}

/**
 * spec §7 installation creation, in ONE transaction: domicile, asset, specification, device link, the
 * device marked installed. Any failure (a bad reference, a lost race) rolls every write back.
 * DESIGN §3 Idempotency-Key: the key is claimed in the same transaction and the answer stored with it,
 * so the same key twice (even at the same moment) creates one installation and answers the same body;
 * the same key with another body is a conflict.
 */
export async function createInstallation(
  db: Db,
  installer: AuthInstaller,
  body: InstallationBody,
  idempotencyKey: string | null,
): Promise<InstallationOutcome> {
  const requestHash = createHash('sha256').update(canonical(body)).digest('hex');
  try {
    return await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      if (idempotencyKey !== null) {
        const claimed = await claimIdempotencyKey(
          trx,
          installer.id_installer,
          idempotencyKey,
          requestHash,
          now,
        );
        if (!claimed) {
          const stored = await findIdempotencyKey(trx, installer.id_installer, idempotencyKey);
          if (stored?.request_hash !== requestHash) {
            throw conflict('This Idempotency-Key was used with another request', {
              reason: 'idempotency_key_reused',
            });
          }
          if (stored.response_body !== null) {
            return { result: JSON.parse(stored.response_body) as InstallationResult, created: false };
          }
        }
      }
      const result =
        'id_module' in body
          ? await installModule(trx, installer, body, now)
          : await installClassic(trx, installer, body, now);
      if (idempotencyKey !== null) {
        await storeIdempotentAnswer(trx, installer.id_installer, idempotencyKey, 201, result);
      }
      return { result, created: true };
    });
  } catch (error) {
    // A concurrent installation of the same device (or claim of the same key) won the race.
    if (isUniqueViolation(error)) {
      throw conflict('This device was installed by another request', { reason: 'already_installed' });
    }
    throw error;
  }
}
