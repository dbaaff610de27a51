import type { Domicile } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type AddressProblem, type AddressValue, addressProblem } from './address-value.ts';
import { useAutofill, usePreselectSaved } from './use-address-autofill.ts';
import type { ProblemField } from './place-picker-types.ts';
import { usePlacePicker } from './use-place-picker.ts';

export type AddressMode = NonNullable<AddressValue['mode']>;

const PROBLEM_FIELD: Record<AddressProblem, ProblemField> = {
  'address.mode_required': 'mode',
  home_required: 'domicile',
  'address.typed_required': 'search',
  'address.new_address_required': 'search',
  location_required: 'locate',
  'address.domicile_name_required': 'name',
  bad_marker: 'place',
  address_not_precise_enough: 'place',
  error_localisation_precision: 'place',
};

/**
 * The address block's state around its value: the place picker, the link's autofill and the saved address
 * chosen first, the mode changes, and which spec §5 message shows under which field.
 */
export function useAddressBlock(
  value: AddressValue,
  onChange: (value: AddressValue) => void,
  domiciles: Domicile[],
  showErrors: boolean,
  domicilesLoading: boolean,
) {
  const { t } = useTranslation();
  const picker = usePlacePicker(value, onChange);
  const problem = showErrors ? addressProblem(value) : null;
  const errorFor = (field: ProblemField) => (problem && PROBLEM_FIELD[problem] === field ? t(problem) : null);
  const noDomiciles = !domicilesLoading && domiciles.length === 0;

  useAutofill(value, onChange, domicilesLoading || domiciles.length > 0);
  usePreselectSaved(value, onChange, domicilesLoading ? undefined : domiciles[0]);

  function chooseMode(mode: AddressMode): void {
    if (mode === value.mode) return;
    picker.cancel();
    // A place found one way is not silently reused by another mode: each mode shows its own result.
    onChange({
      ...value,
      mode,
      place: null,
      position: null,
      show_map: mode === 'new' ? value.show_map : false,
    });
    if (mode === 'locate') void picker.locate();
  }

  const existingHint = domicilesLoading
    ? t('address.loading_domiciles')
    : noDomiciles
      ? t('address.no_domiciles')
      : null;

  return { picker, errorFor, noDomiciles, existingHint, chooseMode };
}
