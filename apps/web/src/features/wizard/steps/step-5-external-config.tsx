import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Skeleton } from '../../../lib/ui/skeleton.tsx';
import { StepActions } from '../../../wizard-core/step-actions.tsx';
import { useWizard } from '../../../wizard-core/wizard-store.ts';
import { step5Facts, useInstallationAttempt } from '../../installation/index.ts';
import { QueuedInstallation } from '../../outbox/index.ts';
import { ExternalConfigForm } from './external-config-form.tsx';
import { Step5Frame } from './step-5-frame.tsx';

/**
 * spec §2 Step 5 (referential 244 only), after the installation was created in step 4: the summary, Skip
 * and Validate (external-config-form.tsx), once the installation of step 4 is known.
 */
export function Step5ExternalConfig() {
  const { t } = useTranslation();
  const device = useWizard((s) => s.device);
  // The installation of step 4, as its outbox record says now (sent by another tab or the worker meanwhile).
  const attempt = useInstallationAttempt();
  const stay = (event: FormEvent) => event.preventDefault();

  if (attempt === undefined) {
    return (
      <Step5Frame onSubmit={stay}>
        <div role="status" aria-label={t('step_5.loading')}>
          <Skeleton height={120} />
        </div>
      </Step5Frame>
    );
  }
  // Refused in a later round (docs/decisions/0002-outbox.md): the way back to the form comes before any configuration.
  if (attempt?.state === 'rejected') {
    return (
      <Step5Frame onSubmit={stay}>
        <QueuedInstallation item={attempt} />
        <StepActions nextDisabled />
      </Step5Frame>
    );
  }
  // The summary of an installation created, or waiting to be sent ahead of its configuration.
  const facts = attempt?.state === 'sent' || attempt?.state === 'pending' ? step5Facts(attempt) : null;
  if (!device || !attempt || !facts) {
    return (
      <Step5Frame onSubmit={stay}>
        <Alert severity="warning">{t('step_5.no_installation')}</Alert>
        <StepActions nextDisabled />
      </Step5Frame>
    );
  }
  return <ExternalConfigForm device={device} facts={facts} installationKey={attempt.key} />;
}
