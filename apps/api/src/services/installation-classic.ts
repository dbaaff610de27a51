import {
  BRAND_TYPE_FACTS,
  BRAND_TYPES,
  type ClassicInstallationBody,
  EQUIPMENT_KINDS,
  genericValueProblems,
  isEquipmentKind,
} from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { findAssetTypeOfProfessional, type OwnAssetType } from '../repositories/asset-types.ts';
import { insertAssetSpecification } from '../repositories/assets.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { isModelOfBrand } from '../repositories/brands.ts';
import { findGenericInputs } from '../repositories/generic-models.ts';
import { isLiquidOfType } from '../repositories/liquids.ts';
import { localisationTypeExists } from '../repositories/localisation-types.ts';
import { findUserClientById } from '../repositories/user-clients.ts';
import { writeClassicBlock } from './classic-blocks.ts';
import type { AssetPlan } from './installation-shared.ts';
import { userClientOfEmail } from './user-client-lookup.ts';
import { Issues, invalidField } from './validation-issues.ts';

type ClassicAsset = ClassicInstallationBody['asset'];

/** A chosen brand and model that are not a brand of the kind's brand type and one of its models. */
async function brandProblems(db: Db, asset: ClassicAsset, issues: Issues) {
  for (const type of BRAND_TYPES) {
    const { block, brandField, modelField } = BRAND_TYPE_FACTS[type];
    const given = asset[block] as Record<string, unknown> | undefined;
    const brand = given?.[brandField];
    const model = given?.[modelField];
    if (!given?.know_model_brand_asset || typeof brand !== 'number' || typeof model !== 'number') continue;
    if (!(await isModelOfBrand(db, brand, model, type))) {
      issues.add(`asset.${block}.${modelField}`, `not a ${block} model of this brand`);
    }
  }
}

/** The database checks the schema cannot make: everything the payload refers to exists and fits. */
async function checkReferences(db: Db, body: ClassicInstallationBody, type: OwnAssetType | undefined) {
  if (!type) throw invalidField('id_referential', 'not an asset type this professional installs');
  // Which specification block the type's key takes (spec §2 Step 4).
  const block = isEquipmentKind(type.key) ? EQUIPMENT_KINDS[type.key].block : undefined;
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
  await brandProblems(db, asset, issues);
  const { generic } = asset;
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

/**
 * The customer the installation is for: `id_user` checked as the professional's, or (made offline) the
 * e-mail typed at step 1 resolved with the step-1 look-up rule (spec §4): found or incomplete, that customer;
 * taken, 410 email_taken; unknown, no customer, as the online flow installs for an e-mail not found (the app
 * sends the registration invitation on its own, spec §5 Result screen).
 */
async function customerOf(db: Db, idProfessional: number, body: ClassicInstallationBody) {
  if (body.client_email !== undefined) {
    return (await userClientOfEmail(db, idProfessional, body.client_email))?.id_user ?? null;
  }
  if (body.id_user !== null && !(await findUserClientById(db, idProfessional, body.id_user))) {
    throw notFound('client_not_found', 'Customer not found');
  }
  return body.id_user;
}

/**
 * spec §7 classic payload, checked against the database: the professional, the customer, the asset type
 * and every reference of the specification. Reads only; the plan writes the asset and its type block.
 */
export async function planClassic(
  db: Db,
  installer: SessionInstaller,
  body: ClassicInstallationBody,
): Promise<AssetPlan> {
  const idProfessional = installer.id_professional;
  if (body.id_professional !== idProfessional) throw notFound('not_found', 'Professional not found');
  const idUser = await customerOf(db, idProfessional, body);
  await checkReferences(db, body, await findAssetTypeOfProfessional(db, idProfessional, body.id_referential));
  const { asset } = body;
  return {
    kind: 'classic',
    owner: { id_professional: idProfessional, id_user: idUser, id_client: null },
    asset: {
      id_referential: body.id_referential,
      id_module: null,
      name: asset.name,
      description: asset.description,
      asset_code: null,
    },
    writeBlocks: async (within, idAsset) => {
      await insertAssetSpecification(within, idAsset, asset.specification);
      await writeClassicBlock(within, idAsset, asset);
    },
  };
}
