import { api, type Domicile } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/** spec §7 the customer's domiciles (address mode 1); spec §8 error_get_user_client_domiciles. */
export function useUserClientDomiciles(idUser: number | null) {
  const query = useQuery({
    queryKey: ['user_client_domiciles', idUser],
    queryFn: async ({ signal }): Promise<Domicile[]> =>
      (await callApi(api.userClientDomiciles, { params: { id_user: idUser ?? 0 }, signal })).data,
    enabled: idUser !== null,
  });
  useNotifyOnError(query, 'error_get_user_client_domiciles');
  return query;
}

/** spec §7 the domiciles of one of the professional's clients (module form). */
export function useClientDomiciles(uid: string | null) {
  const query = useQuery({
    queryKey: ['client_domiciles', uid],
    queryFn: async ({ signal }): Promise<Domicile[]> =>
      (await callApi(api.clientPublicDomiciles, { params: { uid: uid ?? '' }, signal })).data,
    enabled: uid !== null,
  });
  useNotifyOnError(query, 'error_get_user_client_domiciles');
  return query;
}
