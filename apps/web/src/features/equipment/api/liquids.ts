import type { Liquid } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useLocaleKey } from './locale.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/** spec §7 liquids of an asset type key (honey types for generic); spec §8 error_get_liquids. */
export function useLiquids(idProfessional: number, typeKey: string) {
  const locale = useLocaleKey();
  const query = useQuery({
    queryKey: ['liquids', idProfessional, typeKey, locale],
    queryFn: async ({ signal }): Promise<Liquid[]> =>
      (await callApi('liquidsByType', { params: { id: idProfessional, type_key: typeKey }, signal })).data,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, 'error_get_liquids');
  return query;
}

/** spec §7 liquids (contents) of a module. */
export function useModuleLiquids(idProfessional: number, idModule: number) {
  const locale = useLocaleKey();
  const query = useQuery({
    queryKey: ['module_liquids', idProfessional, idModule, locale],
    queryFn: async ({ signal }): Promise<Liquid[]> =>
      (
        await callApi('moduleLiquids', {
          params: { id_professional: idProfessional, id_module: idModule },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, 'error_get_liquids');
  return query;
}
