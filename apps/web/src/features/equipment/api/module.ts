import type { ModuleDetail } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useLocaleKey } from './locale.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/** spec §7 a module with its asset models; spec §8 problem_equipment_model. */
export function useModule(idModule: number) {
  const locale = useLocaleKey();
  const query = useQuery({
    queryKey: ['module', idModule, locale],
    queryFn: async ({ signal }): Promise<ModuleDetail> =>
      (await callApi('moduleById', { params: { id_module: idModule }, signal })).data,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, 'problem_equipment_model');
  return query;
}
