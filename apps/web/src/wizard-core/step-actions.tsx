import { useTranslation } from '../i18n/use-translation.ts';
import { Button } from '../lib/ui/button.tsx';
import './step-actions.css';
import { goBack } from './steps.ts';

/**
 * The Back / Next bar of every step (spec §2). Next is the form's submit button, so Enter in a field
 * submits the step (spec §2 Step 2). Put it inside the step's <form>.
 */
export function StepActions({
  canGoBack = true,
  nextDisabled = false,
  loading = false,
  nextLabel,
}: {
  canGoBack?: boolean;
  nextDisabled?: boolean;
  loading?: boolean;
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="step-actions">
      {canGoBack ? (
        <Button variant="outlined" onClick={goBack} className="step-back">
          {t('wizard.back')}
        </Button>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={nextDisabled}
        loading={loading}
        className="step-next"
      >
        {nextLabel ?? t('wizard.next')}
      </Button>
    </div>
  );
}
