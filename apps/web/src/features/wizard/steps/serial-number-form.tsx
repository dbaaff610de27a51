import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Switch } from '../../../lib/ui/choice.tsx';
import { HelpIcon } from '../../../lib/ui/icons/help-icon.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { updateWizard, useWizard } from '../../../wizard-core/wizard-store.ts';
import './step-2-device.css';

export interface SerialNumberFormProps {
  onHelp(): void;
  notReachable: boolean;
  onNotReachable(on: boolean): void;
  problem: MessageKey | null;
  onTyped(): void;
  onSubmit(serial: string): void;
  resolving: boolean;
}

/**
 * spec §2 Step 2 on the beehive host: where the number is, and the serial number for a device number that
 * cannot be read (the label out of reach), confirmed with OK or Enter.
 */
export function SerialNumberForm({
  onHelp,
  notReachable,
  onNotReachable,
  problem,
  onTyped,
  onSubmit,
  resolving,
}: SerialNumberFormProps) {
  const { t } = useTranslation();
  const serial = useWizard((s) => s.serial_number);
  return (
    <Stack gap={1.5}>
      <Button variant="text" className="step-2-help" startIcon={<HelpIcon />} onClick={onHelp}>
        {t('step_2.help')}
      </Button>
      <Switch
        checked={notReachable}
        onChange={(event) => onNotReachable(event.target.checked)}
        label={t('step_2.number_not_reachable')}
      />
      {notReachable ? (
        <Stack direction="row" gap={1} align="start">
          <TextInput
            label={t('step_2.serial_label')}
            value={serial}
            onChange={(event) => {
              updateWizard({ serial_number: event.target.value });
              onTyped();
            }}
            onKeyDown={(event) => {
              // Enter here confirms the serial number, not the device number form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                onSubmit(serial);
              }
            }}
            autoComplete="off"
            error={problem !== null}
            helperText={problem ? t(problem) : ' '}
          />
          <Button
            variant="contained"
            className="step-2-serial-ok"
            onClick={() => onSubmit(serial)}
            loading={resolving}
          >
            {t('step_2.serial_ok')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
