import { BRAND_TYPE_FACTS, type Brand, type BrandType, type ModelWithFigures } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/** spec §7 tank (CUVE) or silo (SILO) brands; spec §8 error_get_tank_brands / error_get_silo_brands. */
export function useBrands(type: BrandType, enabled: boolean) {
  const query = useQuery({
    queryKey: ['brands', type],
    queryFn: async ({ signal }): Promise<Brand[]> =>
      (await callApi('brands', { query: { type }, signal })).data,
    enabled,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, `error_get_${BRAND_TYPE_FACTS[type].block}_brands`);
  return query;
}

/**
 * spec §7 models of a brand (spec §4: choosing a brand enables the model list), with the catalogue's figures
 * (type, volume, dimensions) that fill the form when one is chosen.
 */
export function useModels(type: BrandType, idBrand: number | null) {
  const query = useQuery({
    queryKey: ['models', idBrand],
    queryFn: async ({ signal }): Promise<ModelWithFigures[]> =>
      (await callApi('models', { params: { id_brand_reference: idBrand ?? 0 }, signal })).data,
    enabled: idBrand !== null,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, `error_get_${BRAND_TYPE_FACTS[type].block}_models`);
  return query;
}
