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
import { replayOf, requestHashOf } from './idempotency.ts';
import { installClassic } from './installation-classic.ts';
import { installModule } from './installation-module.ts';

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
  const requestHash = requestHashOf(body);
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
          const replay = replayOf(
            await findIdempotencyKey(trx, installer.id_installer, idempotencyKey),
            requestHash,
          );
          if (replay !== null) return { result: JSON.parse(replay) as InstallationResult, created: false };
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
