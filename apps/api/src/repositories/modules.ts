import type { ContentLanguage, ModuleDetail, ModuleFormInput } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { type StoredModuleInput, storedMetrics, storedModuleInputs } from '../db/json-columns.ts';

function localiseInput(input: StoredModuleInput, language: ContentLanguage): ModuleFormInput {
  const choices = (list: { value: string; label: Record<ContentLanguage, string> }[]) =>
    list.map((choice) => ({ value: choice.value, label: choice.label[language] }));
  return {
    ...input,
    label: input.label[language],
    enum: input.enum ? choices(input.enum) : null,
    child_enum: input.child_enum
      ? Object.fromEntries(Object.entries(input.child_enum).map(([parent, list]) => [parent, choices(list)]))
      : null,
  };
}

/** spec §3 Module with its asset models and default metrics configuration, texts in `language`. */
export async function findModule(
  db: Db,
  idModule: number,
  language: ContentLanguage,
): Promise<ModuleDetail | undefined> {
  const module = await db
    .selectFrom('modules')
    .innerJoin('module_texts as texts', (join) =>
      join.onRef('texts.id_module', '=', 'modules.id_module').on('texts.language', '=', language),
    )
    .select(['modules.id_module', 'modules.key', 'modules.default_metrics_configuration', 'texts.name'])
    .where('modules.id_module', '=', idModule)
    .executeTakeFirst();
  if (!module) return undefined;
  const models = await db
    .selectFrom('module_asset_models as m')
    .innerJoin('module_asset_model_texts as texts', (join) =>
      join.onRef('texts.id_asset_model', '=', 'm.id_asset_model').on('texts.language', '=', language),
    )
    .select(['m.id_asset_model', 'texts.name', 'm.path_model', 'm.form_inputs', 'm.tank_type'])
    .where('m.id_module', '=', idModule)
    .orderBy('m.position')
    .execute();
  const metrics = storedMetrics.parse(JSON.parse(module.default_metrics_configuration)).metrics;
  return {
    id_module: module.id_module,
    key: module.key,
    name: module.name,
    total_models: models.length,
    asset_models: models.map((model) => ({
      id_asset_model: model.id_asset_model,
      name: model.name,
      path_model: model.path_model,
      form_inputs: storedModuleInputs
        .parse(JSON.parse(model.form_inputs))
        .map((input) => localiseInput(input, language)),
      config: { tank_type: model.tank_type },
    })),
    default_metrics_configuration: {
      metrics: metrics.map((metric) => ({ ...metric, label: metric.label[language] })),
    },
  };
}

export interface ModuleForValidation {
  id_module: number;
  key: string;
  models: { id_asset_model: number; form_inputs: StoredModuleInput[] }[];
}

/** The module's key and its models' inputs, as the installation validates a module payload. */
export async function findModuleForValidation(
  db: Db,
  idModule: number,
): Promise<ModuleForValidation | undefined> {
  const module = await db
    .selectFrom('modules')
    .select(['id_module', 'key'])
    .where('id_module', '=', idModule)
    .executeTakeFirst();
  if (!module) return undefined;
  const models = await db
    .selectFrom('module_asset_models')
    .select(['id_asset_model', 'form_inputs'])
    .where('id_module', '=', idModule)
    .orderBy('position')
    .execute();
  return {
    ...module,
    models: models.map((m) => ({
      id_asset_model: m.id_asset_model,
      form_inputs: storedModuleInputs.parse(JSON.parse(m.form_inputs)),
    })),
  };
}

export async function findModuleKey(db: Db, idModule: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('modules')
    .select('key')
    .where('id_module', '=', idModule)
    .executeTakeFirst();
  return row?.key;
}
