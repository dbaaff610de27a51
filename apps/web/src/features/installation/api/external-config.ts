import type { DeviceCheck, ExternalConfigBody } from '@installer/contracts';
import { useMutation } from '@tanstack/react-query';
import { submit } from '../../outbox/index.ts';

/**
 * spec §7 POST /installation/{id_device}/OtoDataInstall (step 5), through the outbox (docs/decisions/0002-outbox.md): queued
 * without signal, behind the installation it configures. Its Idempotency-Key is the installation attempt's
 * with a suffix: Validate pressed again, or after a reload, is the same configuration.
 */
export function useExternalConfig(device: DeviceCheck, installationKey: string) {
  return useMutation({
    mutationFn: async (body: ExternalConfigBody): Promise<{ queued: boolean }> => {
      const outcome = await submit({
        key: `${installationKey}.config`,
        device_number: device.device_number,
        call: { kind: 'external_config', id_device: device.id_device, body },
      });
      if (outcome.outcome === 'rejected' || outcome.outcome === 'failed') throw outcome.error;
      return { queued: outcome.outcome === 'queued' };
    },
  });
}
