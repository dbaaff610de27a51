import { type ModuleInstallationBody, moduleValueProblems } from '@installer/contracts';
import { notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import { findModuleAssetTypeOfProfessional } from '../repositories/asset-types.ts';
import { insertModelConfigurations } from '../repositories/assets.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { findClientById } from '../repositories/clients.ts';
import { isLiquidOfType } from '../repositories/liquids.ts';
import { findModuleForValidation } from '../repositories/modules.ts';
import type { AssetPlan } from './installation-shared.ts';
import { Issues, invalidField } from './validation-issues.ts';

/** The checks only the database can make: the models are the module's, contents fit, values fit the inputs. */
async function checkModels(db: Db, idProfessional: number, body: ModuleInstallationBody): Promise<number> {
  const issues = new Issues();
  const type = await findModuleAssetTypeOfProfessional(db, idProfessional, body.id_module);
  const module = type ? await findModuleForValidation(db, body.id_module) : undefined;
  if (!type || !module) throw invalidField('id_module', 'not a module this professional installs');
  const seen = new Set<number>();
  for (const [index, configuration] of body.asset_models.entries()) {
    const path = `asset_models.${index}`;
    const model = module.models.find((m) => m.id_asset_model === configuration.id_asset_model);
    if (!model) {
      issues.add(`${path}.id_asset_model`, 'not an asset model of this module');
      continue;
    }
    if (seen.has(model.id_asset_model)) issues.add(`${path}.id_asset_model`, 'listed twice');
    seen.add(model.id_asset_model);
    if (!(await isLiquidOfType(db, configuration.id_asset_liquid, module.key))) {
      issues.add(`${path}.id_asset_liquid`, `not a content of module ${module.key}`);
    }
    issues.addAll(
      `${path}.configuration`,
      moduleValueProblems(model.form_inputs, configuration.configuration),
    );
  }
  issues.throwIfAny();
  return type.id_referential;
}

/**
 * spec §7 module payload, checked against the database: the client company, the module and each model's
 * configuration. Reads only; the plan writes the module asset and its models' configurations.
 */
export async function planModule(
  db: Db,
  installer: SessionInstaller,
  body: ModuleInstallationBody,
): Promise<AssetPlan> {
  const idProfessional = installer.id_professional;
  if (body.client && !(await findClientById(db, idProfessional, body.client.id_client))) {
    throw notFound('client_not_found', 'Client not found');
  }
  const idReferential = await checkModels(db, idProfessional, body);
  return {
    kind: 'module',
    owner: { id_professional: idProfessional, id_user: null, id_client: body.client?.id_client ?? null },
    asset: {
      id_referential: idReferential,
      id_module: body.id_module,
      name: body.asset_name,
      description: '',
      asset_code: body.asset_code ?? null,
    },
    writeBlocks: (within, idAsset) => insertModelConfigurations(within, idAsset, body.asset_models),
  };
}
