import * as z from 'zod/mini';
import { getWizard, updateWizard } from '../../wizard-core/wizard-store.ts';

/**
 * The wizard store's `equipment` slot (ARCHITECTURE.md): what the installer typed in step 4 (`draft`). It
 * survives a reload or a detour through /login. The installation made from it lives in the outbox
 * (features/installation/installation-attempt.ts).
 */
const slotSchema = z.object({
  draft: z.catch(
    z.nullable(
      z.object({
        /** Which form the values belong to (device and asset type): another one starts afresh. */
        key: z.string(),
        values: z.unknown(),
        /**
         * The prefills already applied (spec §2 autofill parameters, the last choices on this phone), so one
         * the installer cleared stays cleared.
         */
        applied: z.catch(z.array(z.string()), []),
      }),
    ),
    null,
  ),
});
type EquipmentSlot = z.infer<typeof slotSchema>;
export type EquipmentDraft = NonNullable<EquipmentSlot['draft']>;

function readEquipmentSlot(): EquipmentSlot {
  const parsed = slotSchema.safeParse(getWizard().equipment ?? {});
  return parsed.success ? parsed.data : { draft: null };
}

function writeEquipmentSlot(patch: Partial<EquipmentSlot>): void {
  updateWizard(() => ({ equipment: { ...readEquipmentSlot(), ...patch } }));
}

/** Which form a draft belongs to: a different device or asset type is a different form (step 4). */
export function equipmentDraftKey(deviceNumber: string, idReferential: number): string {
  return `${deviceNumber}:${idReferential}`;
}

/**
 * The installation of the draft's device was refused and the installer chose another device
 * (docs/decisions/0007-offline-installations-checked-on-sending.md): what they typed becomes the new
 * device's form, for the same asset type.
 */
export function carryDraftToDevice(
  previousNumber: string,
  deviceNumber: string,
  idReferential: number,
): void {
  const draft = readDraft(equipmentDraftKey(previousNumber, idReferential));
  if (draft) writeEquipmentSlot({ draft: { ...draft, key: equipmentDraftKey(deviceNumber, idReferential) } });
}

/** The draft of `key`, or null when the slot holds another form's values (or nothing). */
export function readDraft(key: string): EquipmentDraft | null {
  const { draft } = readEquipmentSlot();
  return draft?.key === key ? draft : null;
}

export function saveDraftValues(key: string, values: unknown): void {
  const applied = readDraft(key)?.applied ?? [];
  writeEquipmentSlot({ draft: { key, values, applied } });
}

export function markApplied(key: string, param: string): void {
  const draft = readDraft(key);
  if (draft?.applied.includes(param)) return;
  writeEquipmentSlot({
    draft: { key, values: draft?.values ?? null, applied: [...(draft?.applied ?? []), param] },
  });
}
