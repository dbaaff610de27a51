import type { InstallationBody, InstallationResult } from '@installer/contracts';
import { AppError } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { findDeviceById, findDeviceByNumber, type InstallableDevice } from '../repositories/devices.ts';
import { type DomicileTarget, domicileTargetOf, needsGeocoding } from './domicile-geocoding.ts';
import type { Geocoder } from './geocoder.ts';
import { idempotently } from './idempotency.ts';
import { planClassic } from './installation-classic.ts';
import { assertOwnPlannedJob } from './jobs.ts';
import { planModule } from './installation-module.ts';
import {
  type AssetPlan,
  alreadyInstalled,
  assertInstallable,
  completeInstallation,
  insertPlannedAsset,
} from './installation-shared.ts';

export interface InstallationDeps {
  db: Db;
  geocoder: Geocoder;
}

export interface InstallationOutcome {
  result: InstallationResult;
  /** False when an Idempotency-Key replayed the answer of an earlier call. */
  created: boolean;
}

/** The payload checked against the database, whichever its kind (spec §7 classic or module). */
export function planAsset(db: Db, installer: SessionInstaller, body: InstallationBody): Promise<AssetPlan> {
  return 'id_module' in body ? planModule(db, installer, body) : planClassic(db, installer, body);
}

/** The device the payload names: by number (classic) or by id (module), the professional's only. */
function deviceOfBody(
  db: Db,
  idProfessional: number,
  body: InstallationBody,
): Promise<InstallableDevice | undefined> {
  return 'id_module' in body
    ? findDeviceById(db, idProfessional, body.id_device)
    : findDeviceByNumber(db, idProfessional, body.device_number);
}

/**
 * The domicile to write. An address made offline is geocoded first, outside the transaction; since that
 * spends the upstream allowance every installer shares, and a refusal for an earlier step (the customer,
 * the device) means more to the installer than one for the address, the payload is checked first (`check`,
 * reads only), and checked again inside the transaction that writes.
 */
export async function domicileTargetAfterChecks(
  deps: InstallationDeps,
  body: InstallationBody,
  language: string,
  check: () => Promise<unknown>,
): Promise<DomicileTarget> {
  if (needsGeocoding(body)) await check();
  return domicileTargetOf(deps.geocoder, body, language);
}

/**
 * spec §7 installation creation, in ONE transaction: domicile, asset, specification, device link, the
 * device marked installed. Any failure (a bad reference, a lost race) rolls every write back.
 * DESIGN §3 Idempotency-Key (services/idempotency.ts): the key is claimed before the transaction and its
 * answer stored inside it, so the same key twice (even at the same moment, on two instances) creates one
 * installation and answers the same body; a failed attempt leaves the key free for a retry.
 * A device already installed is 409 device_already_installed naming the installation, never for a replay.
 */
export async function createInstallation(
  deps: InstallationDeps,
  installer: SessionInstaller,
  body: InstallationBody,
  idempotencyKey: string | null,
  language: string,
): Promise<InstallationOutcome> {
  const { db } = deps;
  const idProfessional = installer.id_professional;
  const checked = async (within: Db) => {
    const device = await assertInstallable(
      within,
      idProfessional,
      await deviceOfBody(within, idProfessional, body),
    );
    const plan = await planAsset(within, installer, body);
    // docs/decisions/0022-office-jobs.md: the job must be the installer's own planned job, else 404.
    if (body.id_job !== undefined) await assertOwnPlannedJob(within, installer, body.id_job);
    return { device, plan };
  };
  try {
    const { answer, replayed } = await idempotently<InstallationResult>(
      { db, idInstaller: installer.id_installer, key: idempotencyKey, request: body },
      async (record) => {
        const target = await domicileTargetAfterChecks(deps, body, language, () => checked(db));
        return db.transaction().execute(async (trx) => {
          const now = new Date().toISOString();
          const { device, plan } = await checked(trx);
          const written = await insertPlannedAsset(trx, plan, target, now);
          const result = await completeInstallation(
            trx,
            {
              id_installer: installer.id_installer,
              id_device: device.id_device,
              device_number: device.device_number,
              ...written,
              kind: plan.kind,
              id_job: body.id_job ?? null,
              latitude: body.position?.latitude ?? null,
              longitude: body.position?.longitude ?? null,
            },
            now,
          );
          await record(trx, result);
          return result;
        });
      },
    );
    return { result: answer, created: !replayed };
  } catch (error) {
    throw await withWinningInstallation(db, idProfessional, body, error);
  }
}

/**
 * A concurrent installation of the same device won the race (its link is there, or the device was marked
 * installed meanwhile): the 409 names the winner, read now that its transaction has committed.
 */
async function withWinningInstallation(
  db: Db,
  idProfessional: number,
  body: InstallationBody,
  error: unknown,
): Promise<unknown> {
  const lostRace =
    isUniqueViolation(error) ||
    (error instanceof AppError && error.code === 'device_already_installed' && error.details === undefined);
  if (!lostRace) return error;
  const device = await deviceOfBody(db, idProfessional, body);
  return device
    ? alreadyInstalled(db, idProfessional, device.id_device)
    : new AppError(409, 'device_already_installed', 'This device is already installed');
}
