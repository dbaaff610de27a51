import { useTranslation } from '../i18n/use-translation.ts';
import { Alert } from '../lib/ui/alert.tsx';
import type { StepId } from './wizard-store.ts';
import { useWizard } from './wizard-store.ts';

/**
 * Why the server refused the installation sent from the phone, on the step that can correct it
 * (docs/decisions/0007-offline-installations-checked-on-sending.md): the installer came back here with
 * everything typed, and reads what to change.
 */
export function RefusalNote({ step }: { step: StepId }) {
  const { t } = useTranslation();
  const refusal = useWizard((s) => s.refusal);
  if (refusal?.step !== step) return null;
  return (
    <Alert severity="error" title={t('wizard.refused_title')} style={{ marginBottom: 16 }}>
      {t(refusal.message_key)} {t('wizard.refused_hint')}
    </Alert>
  );
}
