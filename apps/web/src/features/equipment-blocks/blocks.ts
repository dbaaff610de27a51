import type { EquipmentBlock } from '@installer/contracts';
import type { BlockDefinition } from './block-definition.ts';
import { genericDefinition } from './generic-definition.ts';
import { siloDefinition } from './silo-definition.ts';
import { tankDefinition } from './tank-definition.ts';

/** One definition per specification block (contracts lists/equipment-kinds.ts). */
const DEFINITIONS = { tank: tankDefinition, silo: siloDefinition, generic: genericDefinition };

type Definitions = typeof DEFINITIONS;

/** The step-4 values of each block. */
export type BlockValues = { [B in EquipmentBlock]: ReturnType<Definitions[B]['defaults']> };

type BlockPayloads = { [B in EquipmentBlock]: NonNullable<ReturnType<Definitions[B]['payload']>> };

/**
 * THE map of what the web knows of each block but its form (`BLOCK_FORMS` of equipment/classic-form.tsx):
 * the step-4 values, payload and messages, the report's facts and step 5's. A block without a definition
 * does not compile; the form, the report and step 5 all read this.
 */
export const BLOCKS: { [B in EquipmentBlock]: BlockDefinition<B, BlockValues[B], BlockPayloads[B]> } =
  DEFINITIONS;
