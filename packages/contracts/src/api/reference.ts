import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { assetType, brand, genericModel, liquid, localisationType, moduleDetail } from '../entities.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';
import { BRAND_TYPES } from '../lists/brand-types.ts';
import { modelWithFigures } from './model-figures.ts';

/**
 * Reference data the wizard reads. Texts come in the language of Accept-Language
 * (the app sends its locale's tag, constants.ts LOCALE_TAG).
 */
const common = { 400: errorBody, 401: errorBody, 404: errorBody };

export const assetTypes = endpoint({
  method: 'GET',
  path: '/professional/:id/asset_types',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Asset types the professional can install',
  params: z.object({ id: idParam }),
  responses: { 200: envelope(z.array(assetType)), ...common },
});

export const liquidsByType = endpoint({
  method: 'GET',
  path: '/professional/:id/asset_liquids/type/:type_key',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Liquids (contents) for an asset type key',
  params: z.object({
    id: idParam,
    type_key: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_]+$/)),
  }),
  responses: { 200: envelope(z.array(liquid)), ...common },
});

export const localisationTypes = endpoint({
  method: 'GET',
  path: '/referential/localisation_types/:lang',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Localisation types in a two-letter language',
  params: z.object({ lang: z.string().check(z.regex(/^[A-Za-z]{2}$/)) }),
  responses: { 200: envelope(z.array(localisationType)), ...common },
});

export const brands = endpoint({
  method: 'GET',
  path: '/brand_reference',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Tank (CUVE) or silo (SILO) brands',
  query: z.object({ type: z.enum(BRAND_TYPES) }),
  responses: { 200: envelope(z.array(brand)), 400: errorBody, 401: errorBody },
});

export const models = endpoint({
  method: 'GET',
  path: '/model_reference/:id_brand_reference',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Models of a brand, with their figures (type, volume, dimensions) when the catalogue has them',
  params: z.object({ id_brand_reference: idParam }),
  responses: { 200: envelope(z.array(modelWithFigures)), ...common },
});

export const genericModule = endpoint({
  method: 'GET',
  path: '/asset_generic_module/:id',
  auth: 'bearer',
  offline: 'reference',
  summary: 'A generic model with its form inputs',
  params: z.object({ id: idParam }),
  responses: { 200: envelope(genericModel), ...common },
});

export const moduleById = endpoint({
  method: 'GET',
  path: '/module/:id_module',
  auth: 'bearer',
  offline: 'reference',
  summary: 'A module with its asset models and default metrics configuration',
  params: z.object({ id_module: idParam }),
  responses: { 200: envelope(moduleDetail), ...common },
});

export const moduleLiquids = endpoint({
  method: 'GET',
  path: '/asset_liquid/professional/:id_professional/module/:id_module',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Liquids for a module',
  params: z.object({ id_professional: idParam, id_module: idParam }),
  responses: { 200: envelope(z.array(liquid)), ...common },
});

export const liquidName = endpoint({
  method: 'GET',
  path: '/liquid/:id/name',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Name of a liquid',
  params: z.object({ id: idParam }),
  responses: { 200: envelope(z.string()), ...common },
});

export const assetModelReference = endpoint({
  method: 'GET',
  path: '/asset_model_reference/:id',
  auth: 'bearer',
  offline: 'reference',
  summary: 'A tank or silo model (trade_name) with its figures',
  params: z.object({ id: idParam }),
  responses: { 200: envelope(modelWithFigures), ...common },
});
