import type { SwapBody, SwapResult } from '@installer/contracts';
import { conflict, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { linkDeviceToAsset } from '../repositories/assets.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { findDeviceByNumber, findDeviceCheck, markDeviceInstalled } from '../repositories/devices.ts';
import {
  findDeviceNumberById,
  findInstallationOfProfessional,
  insertDeviceSwap,
  moveInstallationToDevice,
  releaseDevice,
} from '../repositories/installation-history.ts';
import { findUserClientById } from '../repositories/user-clients.ts';
import { idempotently } from './idempotency.ts';
import { alreadyInstalled, assertInstallable } from './installation-shared.ts';

export interface SwapOutcome {
  result: SwapResult;
  id_swap: number | null;
}

/**
 * Swap a sensor, in ONE transaction: the new device is checked as an installation checks it (unknown or
 * another professional's: 404 device_not_found; not installable: 409; installed elsewhere: 409), goes on
 * the installation's asset and is marked installed now (its first_emission counts from now); the old device
 * leaves the asset and is no longer installed; a swap row keeps when the change happened, so the old
 * device's emissions and photos stay the installation's history. DESIGN §3 Idempotency-Key
 * (docs/decisions/0003-idempotency-keys.md): the same key twice swaps once and answers the same body.
 */
export async function swapDevice(
  db: Db,
  installer: SessionInstaller,
  idInstallation: number,
  body: SwapBody,
  idempotencyKey: string | null,
  language: string,
): Promise<SwapOutcome> {
  const idProfessional = installer.id_professional;
  let idSwap: number | null = null;
  try {
    const { answer } = await idempotently<SwapResult>(
      {
        db,
        idInstaller: installer.id_installer,
        key: idempotencyKey,
        request: { id_installation: idInstallation, ...body },
      },
      (record) =>
        db.transaction().execute(async (trx) => {
          const installation = await findInstallationOfProfessional(trx, idInstallation, idProfessional);
          if (!installation) throw notFound('not_found', 'No installation of yours has this id');
          const device = await assertInstallable(
            trx,
            idProfessional,
            await findDeviceByNumber(trx, idProfessional, body.device_number),
          );
          const now = new Date().toISOString();
          const previous = installation.id_device;
          if (!(await moveInstallationToDevice(trx, idInstallation, previous, device.id_device))) {
            throw conflict('The installation changed meanwhile; look at it again', {
              reason: 'installation_changed',
            });
          }
          await releaseDevice(trx, previous, installation.id_asset);
          await linkDeviceToAsset(trx, device.id_device, installation.id_asset, now);
          if (!(await markDeviceInstalled(trx, device.id_device, now))) {
            throw await alreadyInstalled(trx, idProfessional, device.id_device);
          }
          idSwap = await insertDeviceSwap(trx, {
            id_installation: idInstallation,
            id_old_device: previous,
            id_new_device: device.id_device,
            id_installer: installer.id_installer,
            swapped_at: now,
          });
          const check = await findDeviceCheck(trx, installer, device.device_number, language);
          const old = await findDeviceNumberById(trx, previous);
          const customer =
            installation.id_user === null
              ? undefined
              : await findUserClientById(trx, idProfessional, installation.id_user);
          if (!check) throw notFound('device_not_found', 'Device not found');
          const { is_installable: _installable, ...newDevice } = check;
          const result: SwapResult = {
            id_installation: idInstallation,
            id_asset: installation.id_asset,
            id_domicile: installation.id_domicile,
            swapped_at: now,
            previous_device: old,
            device: newDevice,
            id_module: installation.id_module,
            email: customer?.email ?? null,
          };
          await record(trx, result);
          return result;
        }),
    );
    return { result: answer, id_swap: idSwap };
  } catch (error) {
    // The new device was linked to an asset by a concurrent request: its installation is named, as
    // the installation call names it (409 device_already_installed).
    if (isUniqueViolation(error)) {
      const device = await findDeviceByNumber(db, idProfessional, body.device_number);
      if (device) throw await alreadyInstalled(db, idProfessional, device.id_device);
    }
    throw error;
  }
}
