import type { GenericModel } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useLocaleKey } from './locale.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/** spec §7 a generic model with its form inputs; spec §8 problem_equipment_model. */
export function useGenericModel(id: number | null) {
  const locale = useLocaleKey();
  const query = useQuery({
    queryKey: ['generic_model', id, locale],
    queryFn: async ({ signal }): Promise<GenericModel> =>
      (await callApi('genericModule', { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
  useNotifyOnError(query, 'problem_equipment_model');
  return query;
}
