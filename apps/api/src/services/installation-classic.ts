import {
  type ClassicInstallationBody,
  genericValueProblems,
  type InstallationResult,
} from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import type { AuthInstaller } from '../plugins/auth.ts';
import { findAssetTypeOfProfessional, type OwnAssetType } from '../repositories/asset-types.ts';
import {
  insertAsset,
  insertAssetSpecification,
  insertGenericSpecification,
  insertSiloSpecification,
  insertTankSpecification,
} from '../repositories/assets.ts';
import { isModelOfBrand } from '../repositories/brands.ts';
import { findDeviceByNumber } from '../repositories/devices.ts';
import { findGenericInputs } from '../repositories/generic-models.ts';
import { isLiquidOfType } from '../repositories/liquids.ts';
import { localisationTypeExists } from '../repositories/localisation-types.ts';
import { findUserClientById } from '../repositories/user-clients.ts';
import { assertInstallable, completeInstallation, resolveDomicile } from './installation-shared.ts';
import { Issues, invalidField } from './validation-issues.ts';

/** Which specification block each classic asset type key takes (spec §2 Step 4). */
const BLOCK_OF_KEY: Record<string, 'tank' | 'silo' | 'generic'> = {
  cuve: 'tank',
  silo: 'silo',
  generic: 'generic',
};

/** The database checks the schema cannot make: everything the payload refers to exists and fits. */
async function checkReferences(db: Db, body: ClassicInstallationBody, type: OwnAssetType | undefined) {
  if (!type) throw invalidField('id_referential', 'not an asset type this professional installs');
  const block = BLOCK_OF_KEY[type.key];
  // spec §8: "Installation not implemented for this type of equipment" (module types use the module payload).
  if (!block) throw invalidField('id_referential', 'installation not implemented for this type of equipment');
  const issues = new Issues();
  const { asset } = body;
  if (!asset[block]) issues.add(`asset.${block}`, `required for asset type ${type.key}`);
  if (!(await isLiquidOfType(db, asset.specification.id_liquid_type, type.key))) {
    issues.add('asset.specification.id_liquid_type', `not a content of asset type ${type.key}`);
  }
  if (!(await localisationTypeExists(db, asset.specification.id_localisation_type))) {
    issues.add('asset.specification.id_localisation_type', 'unknown localisation type');
  }
  const { tank, silo, generic } = asset;
  if (tank?.know_model_brand_asset && tank.id_brand_reference && tank.id_model_reference) {
    if (!(await isModelOfBrand(db, tank.id_brand_reference, tank.id_model_reference, 'CUVE'))) {
      issues.add('asset.tank.id_model_reference', 'not a tank model of this brand');
    }
  }
  if (silo?.know_model_brand_asset && silo.brand && silo.model) {
    if (!(await isModelOfBrand(db, silo.brand, silo.model, 'SILO'))) {
      issues.add('asset.silo.model', 'not a silo model of this brand');
    }
  }
  if (generic) {
    const inputs =
      generic.id_asset_generic_module === type.id_asset_generic_module
        ? await findGenericInputs(db, generic.id_asset_generic_module)
        : undefined;
    if (!inputs)
      issues.add('asset.generic.id_asset_generic_module', 'not the generic model of this asset type');
    else issues.addAll('asset.generic.values', genericValueProblems(inputs, generic.values));
  }
  issues.throwIfAny();
}

/** spec §7 classic payload: asset, specification, domicile (existing or new) and device link. */
export async function installClassic(
  db: Db,
  installer: AuthInstaller,
  body: ClassicInstallationBody,
  now: string,
): Promise<InstallationResult> {
  const idProfessional = installer.id_professional;
  if (body.id_professional !== idProfessional) throw notFound('not_found', 'Professional not found');
  const device = assertInstallable(await findDeviceByNumber(db, idProfessional, body.device_number));
  if (body.id_user !== null && !(await findUserClientById(db, idProfessional, body.id_user))) {
    throw notFound('client_not_found', 'Customer not found');
  }
  await checkReferences(db, body, await findAssetTypeOfProfessional(db, idProfessional, body.id_referential));

  const owner = { id_professional: idProfessional, id_user: body.id_user, id_client: null };
  const { asset } = body;
  const idDomicile = await resolveDomicile(
    db,
    owner,
    asset.domicile.mode === 'existing'
      ? { id_domicile: asset.domicile.id_domicile }
      : { name: asset.domicile.domicile_name, place: asset.domicile.new_domicile },
    now,
  );

  const idAsset = await insertAsset(
    db,
    {
      ...owner,
      id_referential: body.id_referential,
      id_module: null,
      name: asset.name,
      description: asset.description,
      asset_code: null,
      id_domicile: idDomicile,
    },
    now,
  );
  await insertAssetSpecification(db, idAsset, asset.specification);
  if (asset.tank) await insertTankSpecification(db, idAsset, asset.tank);
  if (asset.silo) await insertSiloSpecification(db, idAsset, asset.silo);
  if (asset.generic) await insertGenericSpecification(db, idAsset, asset.generic);

  return completeInstallation(
    db,
    {
      id_installer: installer.id_installer,
      id_device: device.id_device,
      device_number: device.device_number,
      id_asset: idAsset,
      id_domicile: idDomicile,
      kind: 'classic',
    },
    now,
  );
}
