import type { InstallationBody, InstallationResult } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { conflict } from '../http/app-error.ts';
import type { AuthInstaller } from '../plugins/auth.ts';
import { idempotently } from './idempotency.ts';
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
 * DESIGN §3 Idempotency-Key (services/idempotency.ts): the key is claimed before the transaction and its
 * answer stored inside it, so the same key twice (even at the same moment, on two instances) creates one
 * installation and answers the same body; a failed attempt leaves the key free for a retry.
 */
export async function createInstallation(
  db: Db,
  installer: AuthInstaller,
  body: InstallationBody,
  idempotencyKey: string | null,
): Promise<InstallationOutcome> {
  try {
    const { answer, replayed } = await idempotently<InstallationResult>(
      { db, idInstaller: installer.id_installer, key: idempotencyKey, request: body },
      (record) =>
        db.transaction().execute(async (trx) => {
          const now = new Date().toISOString();
          const result =
            'id_module' in body
              ? await installModule(trx, installer, body, now)
              : await installClassic(trx, installer, body, now);
          await record(trx, result);
          return result;
        }),
    );
    return { result: answer, created: !replayed };
  } catch (error) {
    // A concurrent installation of the same device won the race.
    if (isUniqueViolation(error)) {
      throw conflict('This device was installed by another request', { reason: 'already_installed' });
    }
    throw error;
  }
}
