import type { AssetType, DeviceCheck } from '@installer/contracts';

/** spec §4 Other rules: on desk V2 the cuve type is removed; on V1 GNC_TANK is removed. */
export function assetTypesForDesk(
  types: AssetType[],
  desk: DeviceCheck['authorized_desk_version'],
): AssetType[] {
  const removed = desk === 'V2' ? 'cuve' : 'GNC_TANK';
  return types.filter((type) => type.key !== removed);
}

/**
 * The type to show as chosen: the stored choice if it is still offered, else the autofill's
 * type_asset (spec §2), else the single remaining type (spec §4), else none.
 */
export function chosenAssetType(
  offered: AssetType[],
  stored: AssetType | null,
  autofillKey: string | undefined,
): AssetType | null {
  const same = (a: AssetType) => a.id_referential === stored?.id_referential && a.key === stored.key;
  return (
    offered.find(same) ??
    (autofillKey ? offered.find((type) => type.key === autofillKey) : undefined) ??
    (offered.length === 1 ? (offered[0] ?? null) : null)
  );
}
