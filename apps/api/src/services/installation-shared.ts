import type { InstallationResult, NewDomicile } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { AppError, conflict, notFound } from '../http/app-error.ts';
import { linkDeviceToAsset, type NewInstallation, insertInstallation } from '../repositories/assets.ts';
import { type InstallableDevice, markDeviceInstalled } from '../repositories/devices.ts';
import { type DomicileOwner, findDomicileOwner, insertDomicile } from '../repositories/domiciles.ts';

/** spec §8: a device of another professional or unknown is device_not_found; one not installable is a conflict. */
export function assertInstallable(device: InstallableDevice | undefined): InstallableDevice {
  if (!device) throw notFound('device_not_found', 'Device not found');
  if (device.is_installable !== 1) {
    throw conflict('This device cannot be installed', { reason: 'device_cant_be_install' });
  }
  if (device.installed_at !== null) {
    throw conflict('This device is already installed', { reason: 'already_installed' });
  }
  return device;
}

/**
 * The installation's domicile: an existing one (spec §2 Address block mode 1) checked for its owner,
 * or a new one (modes 2 and 3) stored for that owner.
 */
export async function resolveDomicile(
  db: Db,
  owner: DomicileOwner,
  choice: { id_domicile: number } | { name: string; place: NewDomicile },
  now: string,
): Promise<number> {
  if ('id_domicile' in choice) {
    await assertDomicileOwner(db, choice.id_domicile, owner);
    return choice.id_domicile;
  }
  return insertDomicile(db, owner, choice.name, choice.place, now);
}

/**
 * An existing domicile must belong to whom the installation is for: the customer, the client company,
 * or (neither) the professional itself. Anything else answers 404 like another professional's data.
 */
async function assertDomicileOwner(db: Db, idDomicile: number, owner: DomicileOwner): Promise<void> {
  const domicile = await findDomicileOwner(db, idDomicile);
  if (
    !domicile ||
    domicile.id_professional !== owner.id_professional ||
    domicile.id_user !== owner.id_user ||
    domicile.id_client !== owner.id_client
  ) {
    throw notFound('not_found', 'Domicile not found');
  }
}

/**
 * The last writes of an installation: link the device, mark it installed (first_emission counts from
 * here), record the installation. A lost race (the device linked or installed meanwhile) is a conflict,
 * and the caller's transaction rolls back everything written before.
 */
export async function completeInstallation(
  db: Db,
  installation: NewInstallation & { device_number: string },
  now: string,
): Promise<InstallationResult> {
  const { device_number, ...record } = installation;
  await linkDeviceToAsset(db, record.id_device, record.id_asset, now);
  if (!(await markDeviceInstalled(db, record.id_device, now))) {
    throw new AppError(409, 'conflict', 'This device is already installed', { reason: 'already_installed' });
  }
  const { id_installation, created_at } = await insertInstallation(db, record, now);
  return {
    id_installation,
    id_asset: record.id_asset,
    id_device: record.id_device,
    device_number,
    id_domicile: record.id_domicile,
    created_at,
  };
}
