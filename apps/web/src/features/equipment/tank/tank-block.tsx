import { TANK_TYPES, type TankDimension } from '@installer/contracts';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormSwitch, FormTextField } from '../../../lib/ui/form-fields.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { VisuallyHidden } from '../../../lib/ui/text.tsx';
import { BrandModelFields } from '../brand-model-fields.tsx';
import type { ClassicValues } from '../classic-values.ts';
import { SelectInput } from '../fields.tsx';
import { DIMENSIONS, useTankFigures } from './use-tank-figures.ts';

/**
 * spec §2/§3 Tank: brand then model, the five tank types, volume and dimensions in centimetres. A model of
 * the catalogue fills the type and the figures it knows (still editable); linked dimensions and the volume
 * are calculated (spec §9, use-tank-figures.ts), highlighted for 1 s and said to screen readers.
 */
export function TankBlock({ draftKey }: { draftKey: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ClassicValues>();
  const { highlighted, recalculate, fillFromModel } = useTankFigures();

  const labels: Record<TankDimension | 'volume', string> = {
    volume: t('step_4.volume'),
    height: t('step_4.height'),
    length: t('step_4.length'),
    width: t('step_4.width'),
  };

  return (
    <Stack>
      <BrandModelFields type="CUVE" draftKey={draftKey} onModel={fillFromModel} />
      <SelectInput
        control={control}
        name="tank.tank_type"
        label={t('step_4.tank_type')}
        required
        choices={TANK_TYPES.map((type) => ({ value: String(type), label: t(`step_4.tank_type_${type}`) }))}
        onValueChange={() => recalculate('type')}
      />
      <FormSwitch control={control} name="tank.is_mobile" label={t('step_4.is_mobile')} />
      {DIMENSIONS.map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={`tank.${field}`}
          label={labels[field]}
          required
          inputMode="decimal"
          highlighted={highlighted.has(field)}
          onValueChange={() => recalculate(field)}
        />
      ))}
      <FormTextField
        control={control}
        name="tank.volume"
        label={labels.volume}
        required
        inputMode="decimal"
        highlighted={highlighted.has('volume')}
      />
      <VisuallyHidden role="status">
        {highlighted.size > 0
          ? `${t('step_4.calculated')}: ${[...highlighted].map((field) => labels[field as TankDimension]).join(', ')}`
          : ''}
      </VisuallyHidden>
    </Stack>
  );
}
