import type { Liquid, ModuleAssetModel } from '@installer/contracts';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Card } from '../../../lib/ui/card.tsx';
import { FormSelect } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { ModelActiveSwitch } from './model-active-switch.tsx';
import { ModuleInputField } from './module-input-field.tsx';
import { type ModuleValues, modelKey } from './module-values.ts';
import { SelectOptions } from './select-options.tsx';

/**
 * One asset model of the module (spec §3): whether it is active, its content (liquid) and its inputs.
 * spec §4: a single model is forced active; of several, any can be toggled, but one always stays on.
 */
export function ModelCard({
  model,
  single,
  lastActive,
  liquids,
  liquidsReady,
}: {
  model: ModuleAssetModel;
  single: boolean;
  lastActive: boolean;
  liquids: Liquid[];
  liquidsReady: boolean;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const key = modelKey(model);
  const { control } = useFormContext<ModuleValues>();
  const active = useWatch({ control, name: `models.${key}.active` });

  return (
    <Card as="section" aria-labelledby={nameId}>
      <Stack>
        <ModelActiveSwitch
          name={model.name}
          nameId={nameId}
          modelKey={key}
          single={single}
          locked={single || (active && lastActive)}
        />
        {active ? (
          <>
            <FormSelect
              control={control}
              name={`models.${key}.id_asset_liquid`}
              label={t('step_4.content')}
              required
              disabled={!liquidsReady}
            >
              <SelectOptions
                choices={liquids.map((liquid) => ({
                  value: String(liquid.id_asset_liquid),
                  label: liquid.name,
                }))}
              />
            </FormSelect>
            {model.form_inputs.map((input) => (
              <ModuleInputField key={input.name} modelKey={key} input={input} siblings={model.form_inputs} />
            ))}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
