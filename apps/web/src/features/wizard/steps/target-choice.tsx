import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { RadioGroup, RadioOption } from '../../../lib/ui/choice.tsx';
import { updateWizard } from '../../../wizard-core/wizard-store.ts';

/** spec §2 Step 1's choice: a client, or the professional account (not offered coming from from_sens). */
export function TargetChoice({ client, fromSens }: { client: boolean; fromSens: boolean }) {
  const { t } = useTranslation();
  const target = (value: 'client' | 'professional', label: MessageKey, help: MessageKey) => (
    <RadioOption
      name="target"
      value={value}
      checked={(value === 'client') === client}
      onChange={() => updateWizard({ without_user: value === 'professional' })}
      label={t(label)}
      description={t(help)}
    />
  );
  return (
    <RadioGroup label={t('step_1.title')} labelAs="h2">
      {target('client', 'step_1.option_client', 'step_1.option_client_help')}
      {fromSens
        ? null
        : target('professional', 'step_1.option_professional', 'step_1.option_professional_help')}
    </RadioGroup>
  );
}
