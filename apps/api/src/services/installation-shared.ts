import type { InstallationResult } from '@installer/contracts';
import { AppError, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import {
  insertAsset,
  insertInstallation,
  linkDeviceToAsset,
  type NewAsset,
  type NewInstallation,
} from '../repositories/assets.ts';
import { type InstallableDevice, markDeviceInstalled } from '../repositories/devices.ts';
import {
  addressOfPlace,
  type DomicileOwner,
  findDomicileOwner,
  insertDomicile,
} from '../repositories/domiciles.ts';
import { findInstallationOfDevice } from '../repositories/installations.ts';
import { insertPendingDomicile } from './address-completion.ts';
import type { DomicileTarget } from './domicile-geocoding.ts';

/**
 * What a checked payload (classic or module) writes for its asset: the owner, the asset row, and the type
 * block of its specification. Creation inserts the asset; an edit replaces it in place.
 */
export interface AssetPlan {
  kind: 'classic' | 'module';
  owner: DomicileOwner;
  asset: Omit<NewAsset, keyof DomicileOwner | 'id_domicile'>;
  writeBlocks(db: Db, idAsset: number): Promise<void>;
}

/**
 * 409 device_already_installed; when the installation is the professional's (it always is for a device of
 * theirs, but a device may change hands), its id, so the app can offer to edit it.
 */
export async function alreadyInstalled(db: Db, idProfessional: number, idDevice: number): Promise<AppError> {
  const installation = await findInstallationOfDevice(db, idProfessional, idDevice);
  return new AppError(
    409,
    'device_already_installed',
    'This device is already installed',
    installation ? { id_installation: installation.id_installation } : undefined,
  );
}

/** spec §8: a device of another professional or unknown is device_not_found; one not installable is 409. */
export async function assertInstallable(
  db: Db,
  idProfessional: number,
  device: InstallableDevice | undefined,
): Promise<InstallableDevice> {
  if (!device) throw notFound('device_not_found', 'Device not found');
  if (device.is_installable !== 1) {
    throw new AppError(409, 'device_cant_be_install', 'This device cannot be installed');
  }
  if (device.installed_at !== null) throw await alreadyInstalled(db, idProfessional, device.id_device);
  return device;
}

/**
 * The installation's domicile: an existing one (spec §2 Address block mode 1) checked for its owner,
 * or a new one (modes 2 and 3) stored for that owner.
 */
export async function resolveDomicile(
  db: Db,
  owner: DomicileOwner,
  target: DomicileTarget,
  now: string,
): Promise<number> {
  if ('id_domicile' in target) {
    await assertDomicileOwner(db, target.id_domicile, owner);
    return target.id_domicile;
  }
  if ('pending' in target) return insertPendingDomicile(db, owner, target.name, target.pending, now);
  return insertDomicile(db, owner, target.name, addressOfPlace(target.place), now);
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

/** The asset of a new installation: its domicile, its row and its type block. */
export async function insertPlannedAsset(
  db: Db,
  plan: AssetPlan,
  target: DomicileTarget,
  now: string,
): Promise<{ id_asset: number; id_domicile: number }> {
  const idDomicile = await resolveDomicile(db, plan.owner, target, now);
  const idAsset = await insertAsset(db, { ...plan.owner, ...plan.asset, id_domicile: idDomicile }, now);
  await plan.writeBlocks(db, idAsset);
  return { id_asset: idAsset, id_domicile: idDomicile };
}

/**
 * The last writes of an installation: link the device, mark it installed (first_emission counts from
 * here), record the installation. A lost race (the device linked or installed meanwhile) is a 409, and the
 * caller's transaction rolls back everything written before; the caller names the winning installation once
 * it has committed (services/installation.ts).
 */
export async function completeInstallation(
  db: Db,
  installation: NewInstallation & { device_number: string },
  now: string,
): Promise<InstallationResult> {
  const { device_number, ...record } = installation;
  await linkDeviceToAsset(db, record.id_device, record.id_asset, now);
  if (!(await markDeviceInstalled(db, record.id_device, now))) {
    throw new AppError(409, 'device_already_installed', 'This device is already installed');
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
