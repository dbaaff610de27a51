import { api, type ExternalConfigBody } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

/** spec §7 POST /installation/{id_device}/OtoDataInstall (step 5). */
export function useExternalConfig(idDevice: number) {
  return useMutation({
    mutationFn: async (body: ExternalConfigBody) =>
      (await callApi(api.externalConfig, { params: { id_device: idDevice }, body })).data,
  });
}
