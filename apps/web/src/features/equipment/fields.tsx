import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormSelect } from '../../lib/ui/form-fields.tsx';

/*
 * The step 4 forms' fields, bound to react-hook-form through lib/ui's one binding (form-fields.tsx,
 * docs/decisions/0013-one-component-vocabulary.md): errors are the schemas' i18n keys, labels always shown
 * (mobile first: a placeholder alone disappears as soon as one types).
 */

/** One option of a select: its value in the form, and its words. */
interface Choice {
  value: string;
  label: string;
}

type SelectProps<V extends FieldValues, O> = Omit<ComponentProps<typeof FormSelect<V, O>>, 'children'> & {
  choices: Choice[];
};

/**
 * A native select of a step 4 form: the phone's own picker, large and familiar, usable with a keyboard; its
 * first option, empty, says to choose.
 */
export function SelectInput<V extends FieldValues, O>({ choices, ...select }: SelectProps<V, O>) {
  const { t } = useTranslation();
  return (
    <FormSelect {...select}>
      <option value="">{t('step_4.select_placeholder')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </FormSelect>
  );
}
