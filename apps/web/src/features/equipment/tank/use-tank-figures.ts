import {
  LOCALE_TAG,
  linkDimensions,
  type ModelWithFigures,
  TANK_TYPES,
  type TankDimension,
  type TankDimensions,
  type TankType,
  tankVolumeLitres,
} from '@installer/contracts';
import { useFormContext } from 'react-hook-form';
import { currentLocale } from '../../../i18n/i18n.ts';
import { formatDecimal, parseDecimal } from '../../../lib/decimal.ts';
import type { ModelChoice } from '../brand-model-fields.tsx';
import type { ClassicValues } from '../classic-values.ts';
import { useHighlight } from '../use-highlight.ts';

export const DIMENSIONS: TankDimension[] = ['height', 'length', 'width'];

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
 * The tank's figures as the form works them out (spec §9 auto-calculation, contracts `linkDimensions` and
 * `tankVolumeLitres`): linked dimensions follow the one typed, the volume in litres follows the dimensions,
 * a model of the catalogue fills what it knows; each field calculated or filled is `highlighted` for 1 s.
 */
export function useTankFigures() {
  const { getValues, setValue, formState } = useFormContext<ClassicValues>();
  const { highlighted, flash } = useHighlight();
  // Figures put in a field are written as the interface language writes numbers (lib/decimal.ts).
  const tag = LOCALE_TAG[currentLocale()];
  // Read when a value is set: once a Next was refused, each value set is checked again.
  const options = () => ({ shouldDirty: true, shouldValidate: formState.isSubmitted });
  const dimensions = (): TankDimensions => ({
    height: dimension(getValues('tank.height')),
    length: dimension(getValues('tank.length')),
    width: dimension(getValues('tank.width')),
  });

  /** After the installer changed a dimension or the type. */
  function recalculate(changed: TankDimension | 'type'): void {
    const type = asTankType(getValues('tank.tank_type'));
    if (type === null) return;
    let dims = dimensions();
    const source = changed === 'type' ? SOURCE_ORDER[type].find((field) => dims[field] !== null) : changed;
    const calculated: string[] = [];
    const set = (name: TankDimension | 'volume', value: string) => {
      setValue(`tank.${name}`, value, options());
      calculated.push(name);
    };
    if (source) {
      const linked = linkDimensions(type, source, dims);
      dims = linked.dims;
      for (const field of linked.calculated) set(field, formatDecimal(dims[field], tag));
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
    const filled: string[] = [];
    const fill = (name: TankDimension | 'volume' | 'tank_type', value: string) => {
      if (value === '' || (how === 'autofill' && getValues(`tank.${name}`) !== '')) return;
      setValue(`tank.${name}`, value, options());
      if (name !== 'tank_type') filled.push(name);
    };
    fill('tank_type', String(figures.tank_type));
    for (const field of DIMENSIONS) fill(field, formatDecimal(figures[field], tag));
    const type = asTankType(getValues('tank.tank_type'));
    fill(
      'volume',
      formatDecimal(figures.volume ?? (type === null ? null : tankVolumeLitres(type, dimensions())), tag),
    );
    flash(filled);
  }

  return { highlighted, recalculate, fillFromModel };
}
