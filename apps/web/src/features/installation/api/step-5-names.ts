import { LOCALE_TAG } from '@installer/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/client.ts';

/** The names the step 5 summary shows (spec §7: device referential, liquid and model names). */
export interface Step5Names {
  deviceName: string;
  /** In English: the product list of spec §5 is English, whatever the interface language. */
  liquidName: string;
  /** The model's trade name, or '' when the installer did not give the model. */
  commercialName: string;
}

export function useStep5Names(input: { idReferential: number; idLiquid: number; idModel: number | null }) {
  return useQuery({
    queryKey: ['step_5_names', input],
    queryFn: async ({ signal }): Promise<Step5Names> => {
      const english = { 'Accept-Language': LOCALE_TAG.gb };
      const [device, liquid, model] = await Promise.all([
        callApi('deviceReferentialName', { params: { id: input.idReferential }, signal }),
        callApi('liquidName', { params: { id: input.idLiquid }, signal, headers: english }),
        input.idModel === null
          ? null
          : callApi('assetModelReference', { params: { id: input.idModel }, signal }),
      ]);
      return {
        deviceName: device.data,
        liquidName: liquid.data,
        commercialName: model?.data.trade_name ?? '',
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
