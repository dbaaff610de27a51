import {
  acceptedProduct,
  type ClassicInstallationBody,
  classicInstallationBody,
  EQUIPMENT_BLOCKS,
  type EquipmentBlock,
  type ExternalConfigBody,
  externalConfigBody,
} from '@installer/contracts';
import { BLOCKS, type Step5BlockFacts } from '../equipment-blocks/index.ts';
import type { InstallationAttempt } from './installation-attempt.ts';

/**
 * spec §2 Step 5 summary: device side name, address, serial number, product, capacity, tank format. Built
 * from the installation just created (the body sent in step 4); the names come from the server.
 */
export interface Step5Facts extends Step5BlockFacts {
  address: string;
  /** The liquid whose name is the product (spec §5 Step 5 product). */
  idLiquid: number;
}

type ClassicAsset = ClassicInstallationBody['asset'];

/** What a classic kind's block gives step 5: its definition's (equipment-blocks/). */
function blockFacts<B extends EquipmentBlock>(
  asset: ClassicAsset,
  block: B,
  offset: number,
): Step5BlockFacts | null {
  const given = asset[block];
  return given ? BLOCKS[block].step5Facts(given, offset) : null;
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
