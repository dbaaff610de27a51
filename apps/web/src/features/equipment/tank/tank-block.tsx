import {
  linkDimensions,
  type ModelWithFigures,
  TANK_TYPES,
  type TankDimension,
  type TankDimensions,
  type TankType,
  tankVolumeLitres,
} from '@installer/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandModelFields, type ModelChoice } from '../brand-model-fields.tsx';
import type { ClassicValues } from '../classic-values.ts';
import { formatDecimal, parseDecimal } from '../decimal.ts';
import { SelectInput, SwitchInput, TextInput } from '../fields.tsx';
import { useHighlight } from '../use-highlight.ts';
import { visuallyHidden } from '../visually-hidden.ts';

const DIMENSIONS: TankDimension[] = ['height', 'length', 'width'];

/** When the type changes, the dimension the new type derives the others from (spec §9), by preference. */
const SOURCE_ORDER: Record<TankType, TankDimension[]> = {
  1: [],
  2: ['height', 'width'],
  3: ['width', 'length'],
  4: ['height', 'length', 'width'],
  5: ['height', 'length', 'width'],
};

const asTankType = (text: string): TankType | null =>
  TANK_TYPES.find((type) => String(type) === text) ?? null;
const dimension = (text: string): number | null => {
  const value = parseDecimal(text);
  return value === null || Number.isNaN(value) ? null : value;
};

/**
 * spec §2/§3 Tank: brand then model, the five tank types, volume and dimensions in centimetres. A model of
 * the catalogue fills the type and the figures it knows (still editable). spec §9 auto-calculation
 * (contracts `linkDimensions`, `tankVolumeLitres`): linked dimensions follow the one typed, the volume in
 * litres follows the dimensions, and each calculated or filled field is highlighted for 1 s.
 */
export function TankBlock({ draftKey }: { draftKey: string }) {
  const { t } = useTranslation();
  const { control, getValues, setValue, formState } = useFormContext<ClassicValues>();
  const { highlighted, flash } = useHighlight();

  function recalculate(changed: TankDimension | 'type'): void {
    const type = asTankType(getValues('tank.tank_type'));
    if (type === null) return;
    let dims: TankDimensions = {
      height: dimension(getValues('tank.height')),
      length: dimension(getValues('tank.length')),
      width: dimension(getValues('tank.width')),
    };
    const source = changed === 'type' ? SOURCE_ORDER[type].find((field) => dims[field] !== null) : changed;
    const calculated: string[] = [];
    const set = (name: 'height' | 'length' | 'width' | 'volume', value: string) => {
      setValue(`tank.${name}`, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      calculated.push(name);
    };
    if (source) {
      const linked = linkDimensions(type, source, dims);
      dims = linked.dims;
      for (const field of linked.calculated) set(field, formatDecimal(dims[field]));
    }
    const volume = tankVolumeLitres(type, dims);
    if (volume !== null && String(volume) !== getValues('tank.volume')) set('volume', String(volume));
    flash(calculated);
  }

  /**
   * The model's figures into the form. Chosen by the installer, they replace what the fields held; picked by
   * a link's model_name, the link's own figures (spec §2 autofill volume, height...) stay.
   */
  function fillFromModel(model: ModelWithFigures, how: ModelChoice): void {
    const figures = model.tank;
    if (!figures) return;
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    const filled: string[] = [];
    const fill = (name: TankDimension | 'volume' | 'tank_type', value: string) => {
      if (value === '' || (how === 'autofill' && getValues(`tank.${name}`) !== '')) return;
      setValue(`tank.${name}`, value, options);
      if (name !== 'tank_type') filled.push(name);
    };
    fill('tank_type', String(figures.tank_type));
    for (const field of DIMENSIONS) fill(field, formatDecimal(figures[field]));
    const type = asTankType(getValues('tank.tank_type'));
    const dims = {
      height: dimension(getValues('tank.height')),
      length: dimension(getValues('tank.length')),
      width: dimension(getValues('tank.width')),
    };
    fill('volume', formatDecimal(figures.volume ?? (type === null ? null : tankVolumeLitres(type, dims))));
    flash(filled);
  }

  const labels: Record<TankDimension | 'volume', string> = {
    volume: t('step_4.volume'),
    height: t('step_4.height'),
    length: t('step_4.length'),
    width: t('step_4.width'),
  };

  return (
    <Stack spacing={2}>
      <BrandModelFields type="CUVE" draftKey={draftKey} onModel={fillFromModel} />
      <SelectInput
        control={control}
        name="tank.tank_type"
        label={t('step_4.tank_type')}
        required
        choices={TANK_TYPES.map((type) => ({ value: String(type), label: t(`step_4.tank_type_${type}`) }))}
        onValueChange={() => recalculate('type')}
      />
      <SwitchInput control={control} name="tank.is_mobile" label={t('step_4.is_mobile')} />
      {DIMENSIONS.map((field) => (
        <TextInput
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
      <TextInput
        control={control}
        name="tank.volume"
        label={labels.volume}
        required
        inputMode="decimal"
        highlighted={highlighted.has('volume')}
      />
      <Box role="status" sx={visuallyHidden}>
        {highlighted.size > 0
          ? `${t('step_4.calculated')}: ${[...highlighted].map((field) => labels[field as TankDimension]).join(', ')}`
          : ''}
      </Box>
    </Stack>
  );
}
