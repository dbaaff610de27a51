import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormSwitch } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import type { ModuleValues } from './module-values.ts';

/**
 * The head of a model's card: its name (the card's name) and whether it is active, with why it cannot be
 * turned off when it cannot (spec §4 Module models).
 */
export function ModelActiveSwitch({
  name,
  nameId,
  modelKey,
  single,
  locked,
}: {
  name: string;
  nameId: string;
  modelKey: string;
  single: boolean;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const { control } = useFormContext<ModuleValues>();
  const hint = single ? t('step_4.model_forced') : locked ? t('step_4.last_active_model') : null;

  return (
    <Stack gap={0}>
      <Stack direction="row" align="center" justify="between" gap={1}>
        <Text id={nameId} as="h3" variant="subtitle1">
          {name}
        </Text>
        <FormSwitch
          control={control}
          name={`models.${modelKey}.active`}
          label={t('step_4.model_active')}
          labelPlacement="start"
          disabled={locked}
          aria-describedby={hint ? hintId : undefined}
        />
      </Stack>
      {hint ? (
        <Text id={hintId} variant="caption" tone="secondary">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
