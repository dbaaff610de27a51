import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { RadioGroup, RadioOption } from '../../lib/ui/choice.tsx';
import { Text } from '../../lib/ui/text.tsx';
import './address-block.css';
import type { AddressMode } from './use-address-block.ts';

export interface AddressModeChoiceProps {
  /** The group's label id: the block is named by it. */
  labelId: string;
  mode: AddressMode | null;
  onChoose(mode: AddressMode): void;
  /** Why there is no saved address to choose (they load, the customer has none); null when there are. */
  existingHint: string | null;
  existingDisabled: boolean;
  error: string | null;
}

/** spec §2 Address block: the three ways to give the address. */
export function AddressModeChoice({
  labelId,
  mode,
  onChoose,
  existingHint,
  existingDisabled,
  error,
}: AddressModeChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-existing-hint`;
  const option = (value: AddressMode, label: string, more: { disabled?: boolean; hint?: string } = {}) => (
    <RadioOption
      name={`${id}-mode`}
      value={value}
      checked={mode === value}
      onChange={() => onChoose(value)}
      label={label}
      disabled={more.disabled}
      aria-describedby={more.hint}
    />
  );
  return (
    <RadioGroup
      label={t('step_4.address')}
      labelId={labelId}
      required
      error={Boolean(error)}
      helperText={error}
    >
      {option('existing', t('step_4.address_existing'), {
        disabled: existingDisabled,
        hint: existingHint ? hintId : undefined,
      })}
      {existingHint ? (
        <Text variant="caption" as="p" tone="secondary" id={hintId} className="address-mode-hint">
          {existingHint}
        </Text>
      ) : null}
      {option('new', t('step_4.address_new'))}
      {option('locate', t('step_4.address_locate_me'))}
    </RadioGroup>
  );
}
