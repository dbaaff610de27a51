import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { deviceNumber, envelope, errorBody, idParam } from '../envelope.ts';
import { assetSpecification, newDomicile, SPECIFICATION_OF_BLOCK } from '../entities.ts';
import { EQUIPMENT_BLOCKS, type EquipmentBlock } from '../lists/equipment-kinds.ts';
import { emailField } from './clients.ts';
import {
  coordinatesDomicileChoice,
  coordinatesOnly,
  typedAddress,
  typedDomicileChoice,
} from './installation-domicile.ts';

const dbId = z.number().check(z.int(), z.positive());

/**
 * The job the installation is made for (api/jobs.ts): the installer's own planned job, else 404. An edit
 * (PUT /installation/:id_installation) keeps the installation's job whatever it sends.
 */
const idJob = z.optional(dbId);

/** Where the phone was when the installation was made, if it knew: the office compares it with the address. */
const sitePosition = z.optional(
  z.object({
    latitude: z.number().check(z.minimum(-90), z.maximum(90)),
    longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  }),
);

/** spec §2 Address block: mode 1 an existing domicile; modes 2 (search or map) and 3 (locate me) a new one. */
const existingDomicile = z.object({ mode: z.literal('existing'), id_domicile: dbId });
const placedDomicile = z.object({
  mode: z.enum(['new', 'locate']),
  /** spec §5: the domicile name is required for modes 2 and 3. */
  domicile_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  new_domicile: newDomicile,
});

/** The classic payload's domicile: the choices above, or an address made offline that the server geocodes. */
const installationDomicile = z.discriminatedUnion('mode', [
  existingDomicile,
  placedDomicile,
  typedDomicileChoice,
  coordinatesDomicileChoice,
]);
export type InstallationDomicile = z.infer<typeof installationDomicile>;

/** The asset's specification block of each classic kind (lists/equipment-kinds.ts): exactly one is sent. */
const SPECIFICATION_BLOCKS = Object.fromEntries(
  EQUIPMENT_BLOCKS.map((block) => [block, z.optional(SPECIFICATION_OF_BLOCK[block])]),
) as { [B in EquipmentBlock]: z.ZodMiniOptional<(typeof SPECIFICATION_OF_BLOCK)[B]> };
const BLOCK_NAMES = `${EQUIPMENT_BLOCKS.slice(0, -1).join(', ')} or ${EQUIPMENT_BLOCKS.at(-1)}`;

/** spec §7 Classic installation payload: the asset (specification and domicile) and the device. */
export const classicInstallationBody = z
  .object({
    device_number: deviceNumber,
    id_professional: dbId,
    /** The asset type's referential (spec §3 Asset type id_referential). */
    id_referential: dbId,
    id_user: z._default(z.nullable(dbId), null),
    /**
     * Made offline, the customer may be named by the e-mail typed at step 1 instead of `id_user`: the server
     * resolves it with the step-1 look-up (spec §4): found or incomplete, the installation is theirs; taken,
     * 410 email_taken; unknown, the installation is made without a user, as online (spec §1 without_user).
     */
    client_email: z.optional(emailField),
    id_job: idJob,
    position: sitePosition,
    asset: z.object({
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
      specification: assetSpecification,
      ...SPECIFICATION_BLOCKS,
      domicile: installationDomicile,
    }),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.client_email !== undefined && body.id_user !== null) {
        ctx.addIssue({ code: 'custom', path: ['client_email'], message: 'either id_user or client_email' });
      }
      const blocks = EQUIPMENT_BLOCKS.filter((block) => body.asset[block] !== undefined).length;
      if (blocks !== 1) {
        ctx.addIssue({ code: 'custom', path: ['asset'], message: `exactly one of ${BLOCK_NAMES}` });
      }
    }),
  );
export type ClassicInstallationBody = z.infer<typeof classicInstallationBody>;

const configurationValue = z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]);

/** spec §3 Model configuration. */
const modelConfiguration = z.object({
  is_required: z.boolean(),
  id_asset_model: dbId,
  id_asset_liquid: dbId,
  configuration: z.record(z.string().check(z.maxLength(64)), configurationValue),
});
export type ModelConfiguration = z.infer<typeof modelConfiguration>;

/** spec §7 Module installation payload. */
export const moduleInstallationBody = z
  .object({
    id_module: dbId,
    id_device: dbId,
    asset_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    asset_code: z.nullish(z.string().check(z.trim(), z.maxLength(100))),
    asset_models: z.array(modelConfiguration).check(z.minLength(1), z.maxLength(50)),
    client: z.nullable(z.object({ id_client: dbId })),
    domicile_name: z.string().check(z.trim(), z.maxLength(200)),
    /** An existing domicile, a new place, or (made offline) an address the server geocodes (installation-domicile.ts). */
    domicile: z.union([typedAddress, coordinatesOnly, z.object({ id_domicile: dbId }), newDomicile]),
    id_job: idJob,
    position: sitePosition,
  })
  .check(
    z.superRefine((body, ctx) => {
      // spec §5: the domicile name is required for a new address (modes 2 and 3).
      if (!('id_domicile' in body.domicile) && body.domicile_name === '') {
        ctx.addIssue({ code: 'custom', path: ['domicile_name'], message: 'required', input: '' });
      }
    }),
  );
export type ModuleInstallationBody = z.infer<typeof moduleInstallationBody>;

export const installationBody = z.union([classicInstallationBody, moduleInstallationBody]);
export type InstallationBody = z.infer<typeof installationBody>;

export const installationResult = z.object({
  id_installation: dbId,
  id_asset: dbId,
  id_device: dbId,
  device_number: z.string(),
  id_domicile: dbId,
  created_at: z.string(),
});
export type InstallationResult = z.infer<typeof installationResult>;

/**
 * The refusals an installation made offline may meet when it arrives (docs/decisions/0007-offline-installations-
 * checked-on-sending.md): 409 device_already_installed or device_cant_be_install, 410 email_taken (client_email),
 * 422 error_localisation_precision (an address the server geocoded), and 503 service_unavailable with
 * Retry-After while the geocoder cannot answer (transient: the outbox sends it again later).
 */
export const installationRefusals = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  410: errorBody,
  422: errorBody,
  429: errorBody,
  503: errorBody,
};

/** DESIGN §3: the same Idempotency-Key twice creates one installation and answers the same body. */
export const createInstallation = endpoint({
  method: 'POST',
  path: '/installation/device',
  auth: 'bearer',
  summary: 'Create the installation: asset, specification, domicile and device link, all or nothing',
  body: installationBody,
  responses: { 201: envelope(installationResult), ...installationRefusals },
});

/** spec §7 OtoDataInstall: the external configuration of step 5. */
export const externalConfigBody = z.object({
  serialNumberDevice: deviceNumber,
  payload: z.object({
    is_installed: z.boolean(),
    address: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
    /** Checked against spec §5 Step 5 product (rules/products.ts) by the app and the server. */
    product: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    capacity: z.number().check(z.positive(), z.maximum(1e9)),
    name_commercial_asset: z.string().check(z.trim(), z.maxLength(200)),
    configuration: z._default(z.record(z.string().check(z.maxLength(64)), configurationValue), {}),
  }),
});
export type ExternalConfigBody = z.infer<typeof externalConfigBody>;

const externalConfigResult = z.object({
  id_configuration: dbId,
  product: z.string(),
  forwarded: z.boolean(),
});

export const externalConfig = endpoint({
  method: 'POST',
  path: '/installation/:id_device/OtoDataInstall',
  auth: 'bearer',
  summary: 'Store (and forward) the external configuration of a referential 244 device',
  params: z.object({ id_device: idParam }),
  body: externalConfigBody,
  responses: {
    200: envelope(externalConfigResult),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    502: errorBody,
  },
});
