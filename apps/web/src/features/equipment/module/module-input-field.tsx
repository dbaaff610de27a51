import { inputChoices, type ModuleFormInput } from '@installer/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormSelect, FormSwitch, FormTextField } from '../../../lib/ui/form-fields.tsx';
import type { ModuleValues } from './module-values.ts';
import { SelectOptions } from './select-options.tsx';

/**
 * One input of a module's asset model (spec §3: int, float, string, enum, child_enum, boolean). The unit is
 * part of the label: what is typed is in that unit, the multiplier converts it for the platform (spec §9).
 */
export function ModuleInputField({
  modelKey,
  input,
  siblings,
}: {
  modelKey: string;
  input: ModuleFormInput;
  /** The model's other inputs: choosing an enum resets the child_enum that depends on it. */
  siblings: ModuleFormInput[];
}) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ModuleValues>();
  const inputs = useWatch({ control, name: `models.${modelKey}.inputs` });
  const name = `models.${modelKey}.inputs.${input.name}` as const;
  const label = input.unit ? `${input.label} (${input.unit})` : input.label;

  if (input.type === 'boolean') return <FormSwitch control={control} name={name} label={label} />;
  if (input.type === 'enum' || input.type === 'child_enum') {
    const parentEmpty = input.type === 'child_enum' && !inputs?.[input.parent_enum ?? ''];
    return (
      <FormSelect
        control={control}
        name={name}
        label={label}
        required={input.required}
        disabled={parentEmpty}
        helperText={
          parentEmpty ? t('step_4.choose_parent_first', { parent: parentLabel(input, siblings) }) : undefined
        }
        onValueChange={() => {
          for (const child of siblings) {
            if (child.type === 'child_enum' && child.parent_enum === input.name) {
              setValue(`models.${modelKey}.inputs.${child.name}`, '', { shouldDirty: true });
            }
          }
        }}
      >
        <SelectOptions choices={inputChoices(input, inputs ?? {})} />
      </FormSelect>
    );
  }
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={input.required}
      inputMode={input.type === 'int' ? 'numeric' : input.type === 'float' ? 'decimal' : undefined}
    />
  );
}

function parentLabel(input: ModuleFormInput, siblings: ModuleFormInput[]): string {
  return siblings.find((sibling) => sibling.name === input.parent_enum)?.label ?? '';
}
