import {
  type AssetType,
  type ClassicInstallationBody,
  classicInstallationBody,
  type DeviceCheck,
  type ModuleInstallationBody,
  moduleInstallationBody,
} from '@installer/contracts';

/**
 * spec §7 Classic installation payload: the asset (specification and domicile), the device, the
 * professional, the asset type's referential and the customer (or null without user). A customer e-mail
 * typed without signal and not found on the phone (`clientEmail`) is sent as `client_email` instead of
 * `id_user`: the server looks it up when the installation arrives, with the step-1 rule
 * (docs/decisions/0007-offline-installations-checked-on-sending.md). The address may be one made offline
 * (kept as typed, or a position): the block's value says so (features/address `toDomicileChoice`).
 */
export function classicPayload(input: {
  device: DeviceCheck;
  assetType: AssetType;
  idUser: number | null;
  clientEmail?: string | null;
  asset: ClassicInstallationBody['asset'];
  /** The office's job it is made for (decision 0022), when the wizard was opened from one. */
  idJob?: number | null;
}): ClassicInstallationBody {
  // The contracts' own schema checks the body the server will check: a form bug shows here, not as a 400.
  return classicInstallationBody.parse({
    device_number: input.device.device_number,
    id_professional: input.device.id_professional,
    id_referential: input.assetType.id_referential,
    ...(input.clientEmail ? { id_user: null, client_email: input.clientEmail } : { id_user: input.idUser }),
    asset: input.asset,
    ...(input.idJob ? { id_job: input.idJob } : {}),
  });
}

/** spec §7 Module installation payload. */
export function modulePayload(input: {
  device: DeviceCheck;
  idModule: number;
  form: Omit<ModuleInstallationBody, 'id_module' | 'id_device'>;
  idJob?: number | null;
}): ModuleInstallationBody {
  return moduleInstallationBody.parse({
    ...input.form,
    id_module: input.idModule,
    id_device: input.device.id_device,
    ...(input.idJob ? { id_job: input.idJob } : {}),
  });
}
