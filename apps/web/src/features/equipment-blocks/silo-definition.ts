import { asSiloType, SILO_DIMENSIONS, type SiloDimension, siloRequiredFields } from '@installer/contracts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { choiceOf, numberOf } from '../../lib/form-input.ts';
import { sameShape } from '../../lib/stored-fields.ts';
import {
  type BlockDefinition,
  brandFacts,
  choice,
  dimension,
  type FieldMessages,
  knownFromAutofill,
  type ReportFact,
} from './block-definition.ts';

/** What the installer typed in the silo form: number fields hold the text as typed (reload-safe). */
export interface SiloValues {
  know_model_brand_asset: boolean;
  brand: string;
  model: string;
  silo_type: string;
  volume: string;
  height: string;
  diameter_right_side: string;
  length_right_side: string;
  width_right_side: string;
  cone_height: string;
  width_min_cone: string;
  length_diameter_min_cone: string;
}

/** The silo block shows the dimensions its type requires: those are sent, the others empty (spec §5). */
function siloOf(v: SiloValues) {
  const shown = siloRequiredFields(asSiloType(choiceOf(v.silo_type)));
  const dimensions = SILO_DIMENSIONS.map((field) => [
    field,
    shown.includes(field) ? numberOf(v[field]) : null,
  ]);
  return {
    know_model_brand_asset: v.know_model_brand_asset,
    brand: v.know_model_brand_asset ? choiceOf(v.brand) : null,
    model: v.know_model_brand_asset ? choiceOf(v.model) : null,
    silo_type: choiceOf(v.silo_type),
    ...Object.fromEntries(dimensions),
  };
}

/** spec §5: the required volume, height, diameter, length, width and cone messages. */
const DIMENSION_MESSAGES: Record<SiloDimension, FieldMessages> = {
  volume: dimension('required_volume'),
  height: dimension('required_height'),
  diameter_right_side: dimension('required_diameter'),
  length_right_side: dimension('required_length'),
  width_right_side: dimension('required_width'),
  cone_height: dimension('required_cone_height'),
  width_min_cone: dimension('required_width_min_cone'),
  length_diameter_min_cone: dimension('required_length_diameter_min_cone'),
};

/** The silo block (spec §3 Silo specification, spec §5 Silo form). */
export const siloDefinition: BlockDefinition<'silo', SiloValues, ReturnType<typeof siloOf>> = {
  // spec §2 autofill: the dimensions and whether the brand and model are known.
  defaults: (autofill) => ({
    know_model_brand_asset: knownFromAutofill(autofill),
    brand: '',
    model: '',
    silo_type: '',
    volume: autofill.volume ?? '',
    height: autofill.height ?? '',
    diameter_right_side: '',
    length_right_side: autofill.length ?? '',
    width_right_side: autofill.width ?? '',
    cone_height: '',
    width_min_cone: '',
    length_diameter_min_cone: '',
  }),
  parse: sameShape,
  payload: siloOf,
  messages: {
    silo_type: choice('step_4.silo_type_required'),
    brand: choice('required_brand'),
    model: choice('required_model'),
    ...DIMENSION_MESSAGES,
  },
  // spec §3 Silo specification: the type, the brand and model, the dimensions (cm, litres).
  reportFacts: (specification, words) => {
    const { t, value } = words;
    const dimensions: [MessageKey, number | null][] = [
      ['step_4.volume', specification.volume],
      ['step_4.total_height', specification.height],
      ['step_4.diameter_right_side', specification.diameter_right_side],
      ['step_4.length_right_side', specification.length_right_side],
      ['step_4.width_right_side', specification.width_right_side],
      ['step_4.cone_height', specification.cone_height],
      ['step_4.width_min_cone', specification.width_min_cone],
      ['step_4.length_diameter_min_cone', specification.length_diameter_min_cone],
    ];
    return [
      [t('step_4.silo_type'), t(`step_4.silo_type_${specification.silo_type}` as 'step_4.silo_type_7')],
      ...brandFacts(specification, words),
      // Only the dimensions of this silo's type (spec §5 Silo): the others were never asked.
      ...dimensions
        .filter(([, figure]) => figure !== null)
        .map(([key, figure]): ReportFact => [t(key), value(figure)]),
    ];
  },
  step5Facts: (silo, offset) => ({
    capacity: silo.volume ?? null,
    tankFormat: `step_4.silo_type_${silo.silo_type}`,
    idModel: silo.know_model_brand_asset ? (silo.model ?? null) : null,
    configuration: { silo_type: silo.silo_type, height: silo.height ?? null, offset },
  }),
};
