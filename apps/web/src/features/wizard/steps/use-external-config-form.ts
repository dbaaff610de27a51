import type { DeviceCheck } from '@installer/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useDisplayOptions } from '../../../lib/display-options.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { openResult } from '../../../wizard-core/open-result.ts';
import { getWizard } from '../../../wizard-core/wizard-store.ts';
import {
  externalConfigPlan,
  type Step5Facts,
  useExternalConfig,
  useStep5Names,
} from '../../installation/index.ts';

/**
 * Step 5's work (spec §2 Step 5): the names the summary shows, Validate (the product checked, spec §5, then
 * the external configuration sent, spec §7 OtoDataInstall) and Skip, both leading to the result. `rejected`
 * is the product refused, for the error_install dialog.
 */
export function useExternalConfigForm(device: DeviceCheck, facts: Step5Facts, installationKey: string) {
  const [, navigate] = useLocation();
  const urlPlatform = useDisplayOptions().data?.url_platform ?? null;
  const names = useStep5Names({
    idReferential: device.id_device_referential,
    idLiquid: facts.idLiquid,
    idModel: facts.idModel,
  });
  const send = useExternalConfig(device, installationKey);
  const [rejected, setRejected] = useState<string | null>(null);

  const failed = names.isError;
  useEffect(() => {
    // spec §8: error_during_installation, also for step 5 lookups.
    if (failed) notify('error', 'error_during_installation');
  }, [failed]);

  const toResult = () => openResult(navigate, getWizard(), urlPlatform);

  const validate = (event: FormEvent) => {
    event.preventDefault();
    if (!names.data || send.isPending) return;
    const plan = externalConfigPlan({ deviceNumber: device.device_number, facts, ...names.data });
    if (!plan.ok) {
      if (plan.reason === 'invalid_product') setRejected(plan.product);
      else
        notify(
          'error',
          plan.reason === 'no_capacity' ? 'step_5.capacity_required' : 'error_during_installation',
        );
      return;
    }
    send.mutate(plan.body, {
      onSuccess: ({ queued }) => {
        notify(queued ? 'info' : 'success', queued ? 'outbox.configuration_queued' : 'step_5.configured');
        toResult();
      },
      onError: (error) => {
        // The server checks the product with the same rule (contracts); its answer opens the same dialog.
        if (error instanceof ApiError && error.code === 'invalid_product')
          setRejected(plan.body.payload.product);
        else notify('error', 'error_during_installation');
      },
    });
  };

  return {
    names,
    sending: send.isPending,
    validate,
    toResult,
    rejected,
    closeRejected: () => setRejected(null),
  };
}
