import type { CreateClientBody, PublicClient } from '@installer/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

const clientsKey = (uid: string) => ['professional_clients', uid];

/** spec §6/§7 the professional's clients, listed when the installation has a user. */
export function useProfessionalClients(uid: string, enabled: boolean) {
  return useQuery({
    queryKey: clientsKey(uid),
    queryFn: async ({ signal }): Promise<PublicClient[]> =>
      (await callApi('professionalPublicClients', { params: { uid }, signal })).data,
    enabled,
  });
}

/** spec §7 client creation; the new client joins the list at once. */
export function useCreateClient(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateClientBody): Promise<PublicClient> =>
      (await callApi('createClient', { params: { uid_professional: uid }, body })).data,
    onSuccess: (client) => {
      queryClient.setQueryData<PublicClient[]>(clientsKey(uid), (list) => [...(list ?? []), client]);
    },
  });
}
