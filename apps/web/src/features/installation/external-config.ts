import {
  acceptedProduct,
  type ClassicInstallationBody,
  classicInstallationBody,
  EQUIPMENT_BLOCKS,
  type EquipmentBlock,
  type ExternalConfigBody,
  externalConfigBody,
} from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import type { InstallationAttempt } from './installation-attempt.ts';

/**
 * spec §2 Step 5 summary: device side name, address, serial number, product, capacity, tank format. Built
 * from the installation just created (the body sent in step 4); the names come from the server.
 */
export interface Step5Facts {
  address: string;
  /** The liquid whose name is the product (spec §5 Step 5 product). */
  idLiquid: number;
  /** Litres, or null when the equipment has none (the configuration then cannot be sent). */
  capacity: number | null;
  tankFormat: MessageKey | null;
  /** The tank or silo model, whose trade name is the commercial name of the asset. */
  idModel: number | null;
  configuration: ExternalConfigBody['payload']['configuration'];
}

type ClassicAsset = ClassicInstallationBody['asset'];
type BlockFacts = Omit<Step5Facts, 'address' | 'idLiquid'>;

/**
 * What each classic kind's block (contracts lists/equipment-kinds.ts) gives step 5: its capacity, format,
 * model and the configuration of spec §7 OtoDataInstall. A block without one does not compile.
 */
const FACTS_OF_BLOCK: {
  [B in EquipmentBlock]: (block: NonNullable<ClassicAsset[B]>, offset: number) => BlockFacts;
} = {
  tank: (tank, offset) => ({
    capacity: tank.volume,
    tankFormat: `step_4.tank_type_${tank.tank_type}`,
    idModel: tank.know_model_brand_asset ? (tank.id_model_reference ?? null) : null,
    configuration: {
      tank_type: tank.tank_type,
      height: tank.height,
      length: tank.length,
      width: tank.width,
      offset,
    },
  }),
  silo: (silo, offset) => ({
    capacity: silo.volume ?? null,
    tankFormat: `step_4.silo_type_${silo.silo_type}`,
    idModel: silo.know_model_brand_asset ? (silo.model ?? null) : null,
    configuration: { silo_type: silo.silo_type, height: silo.height ?? null, offset },
  }),
  generic: (_generic, offset) => ({
    capacity: null,
    tankFormat: null,
    idModel: null,
    configuration: { offset },
  }),
};

function blockFacts<B extends EquipmentBlock>(
  asset: ClassicAsset,
  block: B,
  offset: number,
): BlockFacts | null {
  const given = asset[block];
  return given ? FACTS_OF_BLOCK[block](given, offset) : null;
}

/** The summary of a classic installation; null for a module one (its form leads to the result, spec §4). */
export function step5Facts({ call }: Pick<InstallationAttempt, 'call'>): Step5Facts | null {
  const parsed = classicInstallationBody.safeParse(call.body);
  if (!parsed.success) return null;
  const { asset }: ClassicInstallationBody = parsed.data;
  const base = { address: call.address_label, idLiquid: asset.specification.id_liquid_type };
  const offset = asset.specification.offset;
  // The contracts accept exactly one block: its facts.
  for (const block of EQUIPMENT_BLOCKS) {
    const facts = blockFacts(asset, block, offset);
    if (facts) return { ...base, ...facts };
  }
  return null;
}

export type ExternalConfigPlan =
  | { ok: true; body: ExternalConfigBody }
  | { ok: false; reason: 'invalid_product'; product: string }
  | { ok: false; reason: 'no_capacity' }
  | { ok: false; reason: 'incomplete' };

/**
 * spec §5 Step 5 product: only the listed products are accepted (case-normalised, first letter capitalised,
 * contracts `acceptedProduct`); spec §7 OtoDataInstall body otherwise.
 */
export function externalConfigPlan(input: {
  deviceNumber: string;
  facts: Step5Facts;
  liquidName: string;
  commercialName: string;
}): ExternalConfigPlan {
  const product = acceptedProduct(input.liquidName);
  if (!product) return { ok: false, reason: 'invalid_product', product: input.liquidName };
  if (input.facts.capacity === null) return { ok: false, reason: 'no_capacity' };
  const body = externalConfigBody.safeParse({
    serialNumberDevice: input.deviceNumber,
    payload: {
      is_installed: true,
      address: input.facts.address,
      product,
      capacity: input.facts.capacity,
      name_commercial_asset: input.commercialName,
      configuration: input.facts.configuration,
    },
  });
  return body.success ? { ok: true, body: body.data } : { ok: false, reason: 'incomplete' };
}
