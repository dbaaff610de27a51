import { api, languageFromCode } from '@installer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import type { AuthInstaller } from '../plugins/auth.ts';
import { assetTypeKeyExists, listAssetTypes } from '../repositories/asset-types.ts';
import { findModel, listBrands, listModelsOfBrand } from '../repositories/brands.ts';
import { findGenericModel } from '../repositories/generic-models.ts';
import { findLiquidName, listLiquidsOfType } from '../repositories/liquids.ts';
import { listLocalisationTypes } from '../repositories/localisation-types.ts';
import { findModule, findModuleKey } from '../repositories/modules.ts';

const languageOf = (request: FastifyRequest) => contentLanguage(request);

/** DESIGN §3 Scoping: a path naming another professional answers 404, as if it did not exist. */
function assertOwnProfessional(installer: AuthInstaller, idProfessional: number): void {
  if (idProfessional !== installer.id_professional) throw notFound('not_found', 'Professional not found');
}

/** Reference data of the wizard (spec §7), texts in the language of Accept-Language. */
export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.assetTypes, async ({ params, installer, request }) => {
    assertOwnProfessional(installer, params.id);
    return { status: 200, body: { data: await listAssetTypes(app.db, params.id, languageOf(request)) } };
  });

  route(app, api.liquidsByType, async ({ params, installer, request }) => {
    assertOwnProfessional(installer, params.id);
    if (!(await assetTypeKeyExists(app.db, params.type_key)))
      throw notFound('not_found', 'Unknown asset type');
    return {
      status: 200,
      body: { data: await listLiquidsOfType(app.db, params.type_key, languageOf(request)) },
    };
  });

  route(app, api.moduleLiquids, async ({ params, installer, request }) => {
    assertOwnProfessional(installer, params.id_professional);
    const key = await findModuleKey(app.db, params.id_module);
    if (key === undefined) throw notFound('not_found', 'Module not found');
    return { status: 200, body: { data: await listLiquidsOfType(app.db, key, languageOf(request)) } };
  });

  // spec §7: the language is in the path here; an unknown one reads English (spec §1).
  route(app, api.localisationTypes, async ({ params }) => {
    return {
      status: 200,
      body: { data: await listLocalisationTypes(app.db, languageFromCode(params.lang)) },
    };
  });

  route(app, api.brands, async ({ query }) => {
    return { status: 200, body: { data: await listBrands(app.db, query.type) } };
  });

  route(app, api.models, async ({ params }) => {
    const models = await listModelsOfBrand(app.db, params.id_brand_reference);
    if (!models) throw notFound('not_found', 'Brand not found');
    return { status: 200, body: { data: models } };
  });

  route(app, api.assetModelReference, async ({ params }) => {
    const model = await findModel(app.db, params.id);
    if (!model) throw notFound('not_found', 'Model not found');
    return { status: 200, body: { data: model } };
  });

  route(app, api.genericModule, async ({ params, request }) => {
    const model = await findGenericModel(app.db, params.id, languageOf(request));
    if (!model) throw notFound('not_found', 'Generic model not found');
    return { status: 200, body: { data: model } };
  });

  route(app, api.moduleById, async ({ params, request }) => {
    const module = await findModule(app.db, params.id_module, languageOf(request));
    if (!module) throw notFound('not_found', 'Module not found');
    return { status: 200, body: { data: module } };
  });

  route(app, api.liquidName, async ({ params, request }) => {
    const name = await findLiquidName(app.db, params.id, languageOf(request));
    if (name === undefined) throw notFound('not_found', 'Liquid not found');
    return { status: 200, body: { data: name } };
  });
}
