import type { DeviceCheck } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import type { Step5Facts } from '../../installation/index.ts';
import { InvalidProductDialog } from './invalid-product-dialog.tsx';
import { Step5Frame } from './step-5-frame.tsx';
import { Step5Summary } from './step-5-summary.tsx';
import { useExternalConfigForm } from './use-external-config-form.ts';

/**
 * spec §2 Step 5: the summary, Skip and Validate. Validate checks the product (spec §5, error dialog
 * error_install listing the valid products) and sends the external configuration (spec §7 OtoDataInstall);
 * both lead to the result.
 */
export function ExternalConfigForm({
  device,
  facts,
  installationKey,
}: {
  device: DeviceCheck;
  facts: Step5Facts;
  installationKey: string;
}) {
  const { t } = useTranslation();
  const form = useExternalConfigForm(device, facts, installationKey);

  return (
    <Step5Frame onSubmit={form.validate}>
      <Text variant="body2">{t('step_5.intro')}</Text>
      <Text as="h2" variant="h6">
        {t('step_5.summary')}
      </Text>
      <Step5Summary device={device} facts={facts} names={form.names.data} loading={form.names.isPending} />
      <Button variant="outlined" onClick={form.toResult} disabled={form.sending}>
        {t('step_5.skip')}
      </Button>
      <StepActions nextLabel={t('step_5.validate')} nextDisabled={!form.names.data} loading={form.sending} />
      {form.rejected !== null ? (
        <InvalidProductDialog product={form.rejected} onClose={form.closeRejected} />
      ) : null}
    </Step5Frame>
  );
}
