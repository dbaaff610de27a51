import {
  asSiloType,
  LOCALE_TAG,
  type ModelWithFigures,
  SILO_DIMENSIONS,
  SILO_TYPES,
  type SiloDimension,
  siloRequiredFields,
} from '@installer/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/message-key.ts';
import { formatDecimal } from '../../../lib/decimal.ts';
import { FormTextField } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { BrandModelFields, type ModelChoice } from '../brand-model-fields.tsx';
import type { ClassicValues } from '../classic-values.ts';
import { SelectInput } from '../fields.tsx';
import { useHighlight } from '../use-highlight.ts';

const LABELS: Record<SiloDimension, MessageKey> = {
  volume: 'step_4.volume',
  height: 'step_4.total_height',
  diameter_right_side: 'step_4.diameter_right_side',
  length_right_side: 'step_4.length_right_side',
  width_right_side: 'step_4.width_right_side',
  cone_height: 'step_4.cone_height',
  width_min_cone: 'step_4.width_min_cone',
  length_diameter_min_cone: 'step_4.length_diameter_min_cone',
};

/**
 * spec §2/§3 Silo: brand then model, the four silo types, and the dimensions the chosen type needs
 * (spec §5, contracts `siloRequiredFields`). Before a type is chosen, the two every type needs. A model of the
 * catalogue fills the type and the figures it knows, highlighted for 1 s (spec §9), still editable.
 */
export function SiloBlock({ draftKey }: { draftKey: string }) {
  const { t } = useTranslation();
  const { control, getValues, setValue, formState } = useFormContext<ClassicValues>();
  const typeText = useWatch({ control, name: 'silo.silo_type' });
  const fields = siloRequiredFields(asSiloType(Number(typeText)));
  const { highlighted, flash } = useHighlight();
  // Figures put in a field are written as the interface language writes numbers (lib/decimal.ts).
  const tag = LOCALE_TAG[currentLocale()];

  /** As the tank's (tank-block.tsx): a chosen model replaces, a link's model keeps the link's own figures. */
  function fillFromModel(model: ModelWithFigures, how: ModelChoice): void {
    const figures = model.silo;
    if (!figures) return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    const filled: string[] = [];
    const fill = (name: SiloDimension | 'silo_type', value: string) => {
      if (value === '' || (how === 'autofill' && getValues(`silo.${name}`) !== '')) return;
      setValue(`silo.${name}`, value, options);
      filled.push(name);
    };
    fill('silo_type', String(figures.silo_type));
    for (const field of SILO_DIMENSIONS) fill(field, formatDecimal(figures[field], tag));
    flash(filled);
  }

  return (
    <Stack>
      <BrandModelFields type="SILO" draftKey={draftKey} onModel={fillFromModel} />
      <SelectInput
        control={control}
        name="silo.silo_type"
        label={t('step_4.silo_type')}
        required
        choices={SILO_TYPES.map((silo) => ({ value: String(silo), label: t(`step_4.silo_type_${silo}`) }))}
      />
      {fields.map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={`silo.${field}`}
          label={t(LABELS[field])}
          required
          inputMode="decimal"
          highlighted={highlighted.has(field)}
        />
      ))}
    </Stack>
  );
}
