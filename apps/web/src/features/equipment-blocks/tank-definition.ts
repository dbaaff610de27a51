import { choiceOf, numberOf } from '../../lib/form-input.ts';
import { sameShape } from '../../lib/stored-fields.ts';
import {
  type BlockDefinition,
  brandFacts,
  choice,
  dimension,
  knownFromAutofill,
} from './block-definition.ts';

/** What the installer typed in the tank form: number fields hold the text as typed (reload-safe). */
export interface TankValues {
  know_model_brand_asset: boolean;
  id_brand_reference: string;
  id_model_reference: string;
  tank_type: string;
  is_mobile: boolean;
  volume: string;
  height: string;
  length: string;
  width: string;
}

function tankOf(v: TankValues) {
  return {
    know_model_brand_asset: v.know_model_brand_asset,
    id_brand_reference: v.know_model_brand_asset ? choiceOf(v.id_brand_reference) : null,
    id_model_reference: v.know_model_brand_asset ? choiceOf(v.id_model_reference) : null,
    tank_type: choiceOf(v.tank_type),
    is_mobile: v.is_mobile,
    volume: numberOf(v.volume),
    height: numberOf(v.height),
    length: numberOf(v.length),
    width: numberOf(v.width),
  };
}

/** The tank block (spec §3 Tank specification, spec §5 Tank form). */
export const tankDefinition: BlockDefinition<'tank', TankValues, ReturnType<typeof tankOf>> = {
  // spec §2 autofill: the dimensions and whether the brand and model are known.
  defaults: (autofill) => ({
    know_model_brand_asset: knownFromAutofill(autofill),
    id_brand_reference: '',
    id_model_reference: '',
    tank_type: '',
    is_mobile: false,
    volume: autofill.volume ?? '',
    height: autofill.height ?? '',
    length: autofill.length ?? '',
    width: autofill.width ?? '',
  }),
  parse: sameShape,
  payload: tankOf,
  // spec §5: the required type, brand, model, volume, height, length and width messages.
  messages: {
    tank_type: choice('step_4.tank_type_required'),
    id_brand_reference: choice('required_brand'),
    id_model_reference: choice('required_model'),
    volume: dimension('required_volume'),
    height: dimension('required_height'),
    length: dimension('required_length'),
    width: dimension('required_width'),
  },
  // spec §3 Tank specification: the type, the brand and model, each dimension (cm, litres), mobility.
  reportFacts: (specification, words) => {
    const { t, value } = words;
    return [
      [t('step_4.tank_type'), t(`step_4.tank_type_${specification.tank_type}` as 'step_4.tank_type_1')],
      ...brandFacts(specification, words),
      [t('step_4.volume'), value(specification.volume)],
      [t('step_4.height'), value(specification.height)],
      [t('step_4.length'), value(specification.length)],
      [t('step_4.width'), value(specification.width)],
      [t('step_4.is_mobile'), value(specification.is_mobile)],
    ];
  },
  step5Facts: (tank, offset) => ({
    capacity: tank.volume,
    tankFormat: `step_4.tank_type_${tank.tank_type}`,
    idModel: tank.know_model_brand_asset ? (tank.id_model_reference ?? null) : null,
    configuration: {
      tank_type: tank.tank_type,
      height: tank.height,
      length: tank.length,
      width: tank.width,
      offset,
    },
  }),
};
