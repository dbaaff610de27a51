import type { AssetType } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { callApi } from '../../../lib/api/client.ts';

/** spec §7 asset types of the device's professional, in the interface language (Accept-Language). */
export function useAssetTypes(idProfessional: number | undefined) {
  // The texts come in the interface language: a language change fetches them again.
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['asset_types', idProfessional, locale],
    queryFn: async ({ signal }): Promise<AssetType[]> =>
      (await callApi('assetTypes', { params: { id: idProfessional ?? 0 }, signal })).data,
    enabled: idProfessional !== undefined,
  });
}
