import type { Domicile } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callApi } from '../../../lib/api/client.ts';
import { primedDomiciles } from '../../priming/index.ts';
import { useNotifyOnError } from './notify-on-error.ts';

/**
 * The customer's saved addresses as primed on the phone (docs/decisions/0012-offline-priming.md), when the server
 * cannot be asked: the browser is offline, or the call got no answer at all.
 */
async function onPhone(idUser: number, error: unknown): Promise<Domicile[]> {
  const primed = await primedDomiciles(idUser);
  if (primed === null) throw error;
  return primed;
}

/** spec §7 the customer's domiciles (address mode 1); spec §8 error_get_user_client_domiciles. */
export function useUserClientDomiciles(idUser: number | null) {
  const query = useQuery({
    queryKey: ['user_client_domiciles', idUser],
    queryFn: async ({ signal }): Promise<Domicile[]> => {
      const id_user = idUser ?? 0;
      if (!navigator.onLine) return onPhone(id_user, new ApiError(0, null, 'offline'));
      try {
        return (await callApi('userClientDomiciles', { params: { id_user }, signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 0 && !signal.aborted)
          return onPhone(id_user, error);
        throw error;
      }
    },
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
      (await callApi('clientPublicDomiciles', { params: { uid: uid ?? '' }, signal })).data,
    enabled: uid !== null,
  });
  useNotifyOnError(query, 'error_get_user_client_domiciles');
  return query;
}
