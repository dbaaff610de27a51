import { useTranslation } from '../../i18n/use-translation.ts';
import { CHECK_PATH } from '../../lib/ui/icons/check-icon.tsx';
import { STEP_TITLES } from '../../wizard-core/steps.ts';
import type { StepId } from '../../wizard-core/wizard-store.ts';
import './stepper.css';

/** spec §2 Wizard: where the installer is among the steps; done steps carry a check. */
export function Stepper({ steps, current }: { steps: readonly StepId[]; current: number }) {
  const { t } = useTranslation();
  return (
    <ol className="stepper" aria-label={t('wizard.steps_label')}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'active' : undefined;
        return (
          <li
            key={step}
            className="stepper-step"
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <svg className="stepper-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="12" />
              {state === 'done' ? (
                <path transform="translate(3 3) scale(0.75)" d={CHECK_PATH} />
              ) : (
                <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
                  {index + 1}
                </text>
              )}
            </svg>
            <span className="stepper-label">{t(STEP_TITLES[step])}</span>
          </li>
        );
      })}
    </ol>
  );
}
