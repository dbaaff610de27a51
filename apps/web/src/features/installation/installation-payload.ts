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
 * professional, the asset type's referential and the customer (or null without user).
 */
export function classicPayload(input: {
  device: DeviceCheck;
  assetType: AssetType;
  idUser: number | null;
  asset: ClassicInstallationBody['asset'];
}): ClassicInstallationBody {
  // The contracts' own schema checks the body the server will check: a form bug shows here, not as a 400.
  return classicInstallationBody.parse({
    device_number: input.device.device_number,
    id_professional: input.device.id_professional,
    id_referential: input.assetType.id_referential,
    id_user: input.idUser,
    asset: input.asset,
  });
}

/** spec §7 Module installation payload. */
export function modulePayload(input: {
  device: DeviceCheck;
  idModule: number;
  form: Omit<ModuleInstallationBody, 'id_module' | 'id_device'>;
}): ModuleInstallationBody {
  return moduleInstallationBody.parse({
    ...input.form,
    id_module: input.idModule,
    id_device: input.device.id_device,
  });
}
