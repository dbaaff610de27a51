import type { Domicile } from '@installer/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_DOMICILE_AUTOFILL } from '../../wizard-core/site.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { type AddressProblem, type AddressValue, addressProblem, imprecisePlace } from './address-value.ts';
import { ChosenPlace } from './chosen-place.tsx';
import { ExistingDomicile } from './existing-domicile.tsx';
import { LocateAddress } from './locate-address.tsx';
import { NewAddress } from './new-address.tsx';
import { OfflineAddressNote } from './offline-address-note.tsx';
import { usePlacePicker } from './use-place-picker.ts';

export interface AddressBlockProps {
  value: AddressValue;
  onChange(value: AddressValue): void;
  /** The customer's domiciles (mode 1); step 4 loads them. */
  domiciles: Domicile[];
  /** Show the spec §5 messages of what is still missing (after a first attempt at Next). */
  showErrors: boolean;
  domicilesLoading?: boolean;
}

/** The longest domicile name the installation call accepts (contracts domicileChoice). */
const DOMICILE_NAME_MAX = 200;

type Mode = NonNullable<AddressValue['mode']>;

/** Which field of the block a spec §5 address problem belongs under. */
const PROBLEM_FIELD: Record<AddressProblem, 'mode' | 'domicile' | 'search' | 'name' | 'place' | 'locate'> = {
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

/** spec §2 Address block: an existing domicile, a new address (search or map), or "locate me". */
export function AddressBlock({
  value,
  onChange,
  domiciles,
  showErrors,
  domicilesLoading,
}: AddressBlockProps) {
  const { t } = useTranslation();
  const id = useId();
  const picker = usePlacePicker(value, onChange);
  const problem = showErrors ? addressProblem(value) : null;
  const errorFor = (field: string) => (problem && PROBLEM_FIELD[problem] === field ? t(problem) : null);
  const noDomiciles = !domicilesLoading && domiciles.length === 0;

  useAutofill(value, onChange, domicilesLoading === true || domiciles.length > 0);
  usePreselectSaved(value, onChange, domicilesLoading ? undefined : domiciles[0]);

  function chooseMode(mode: Mode): void {
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

  return (
    <Stack spacing={2} component="section" aria-labelledby={`${id}-legend`} data-testid="address-block">
      <FormControl component="fieldset" error={Boolean(errorFor('mode'))} required>
        <FormLabel component="legend" id={`${id}-legend`}>
          {t('step_4.address')}
        </FormLabel>
        <RadioGroup
          name={`${id}-mode`}
          aria-invalid={errorFor('mode') ? true : undefined}
          value={value.mode ?? ''}
          onChange={(event) => chooseMode(event.target.value as Mode)}
        >
          <FormControlLabel
            value="existing"
            control={
              <Radio
                slotProps={{
                  input: { 'aria-describedby': existingHint ? `${id}-existing-hint` : undefined },
                }}
              />
            }
            label={t('step_4.address_existing')}
            disabled={domicilesLoading || noDomiciles}
          />
          {existingHint ? (
            <FormHelperText id={`${id}-existing-hint`} sx={{ mt: -0.5, ml: 4 }}>
              {existingHint}
            </FormHelperText>
          ) : null}
          <FormControlLabel value="new" control={<Radio />} label={t('step_4.address_new')} />
          <FormControlLabel value="locate" control={<Radio />} label={t('step_4.address_locate_me')} />
        </RadioGroup>
        {errorFor('mode') ? <FormHelperText>{errorFor('mode')}</FormHelperText> : null}
      </FormControl>

      {value.mode === 'existing' && !noDomiciles ? (
        <ExistingDomicile
          domiciles={domiciles}
          value={value.id_domicile}
          onChange={(id_domicile) => onChange({ ...value, id_domicile })}
          error={errorFor('domicile')}
        />
      ) : null}

      {value.mode === 'new' ? (
        <NewAddress
          initialText={
            value.place?.formatted_address ?? value.typed_address ?? getWizard().autofill.address ?? ''
          }
          position={value.place ? { lat: value.place.latitude, lon: value.place.longitude } : null}
          showMap={value.show_map}
          onToggleMap={() => onChange({ ...value, show_map: !value.show_map })}
          onChoose={(suggestion) => void picker.chooseSuggestion(suggestion)}
          typed={value.typed_address}
          onTyped={(typed_address) => {
            if (typed_address !== value.typed_address) onChange({ ...value, typed_address });
          }}
          onPick={(position) => void picker.pickOnMap(position)}
          busy={picker.activity === 'geocoding'}
          searchError={errorFor('search') ?? (value.show_map ? errorFor('place') : null)}
        />
      ) : null}

      {value.mode === 'locate' ? (
        <LocateAddress
          activity={picker.activity}
          denied={picker.locateDenied}
          onLocate={() => void picker.locate()}
        />
      ) : null}
      {errorFor('locate') ? <FormHelperText error>{errorFor('locate')}</FormHelperText> : null}

      {(value.mode === 'new' || value.mode === 'locate') && value.place ? (
        <ChosenPlace place={value.place} imprecise={imprecisePlace(value)} />
      ) : null}

      <OfflineAddressNote value={value} />

      {value.mode === 'new' || value.mode === 'locate' ? (
        <TextField
          fullWidth
          required
          label={t('step_4.domicile_name')}
          value={value.domicile_name}
          onChange={(event) => onChange({ ...value, domicile_name: event.target.value })}
          error={Boolean(errorFor('name'))}
          helperText={errorFor('name') ?? t('address.domicile_name_help')}
          slotProps={{ htmlInput: { maxLength: DOMICILE_NAME_MAX, autoComplete: 'off' } }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * A customer with saved addresses (spec §2 mode 1) most often has the equipment at one of them: the first
 * (or only) one is chosen when the block has nothing chosen yet, shown in its select and changeable. A link
 * that carries an address (spec §2 autofill) comes first.
 */
function usePreselectSaved(
  value: AddressValue,
  onChange: (value: AddressValue) => void,
  first: Domicile | undefined,
): void {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const untouched = value.mode === null && value.domicile_name === '';
  const id = first?.id_domicile;
  useEffect(() => {
    const { autofill } = getWizard();
    if (!untouched || id === undefined || autofill.address || autofill.domicile_name) return;
    if (autofill[SAVED_DOMICILE_AUTOFILL]) return;
    const { value: current, onChange: change } = latest.current;
    change({ ...current, mode: 'existing', id_domicile: id });
  }, [untouched, id]);
}

/**
 * spec §2 autofill parameters `address` and `domicile_name`: a link that carries an address opens the
 * block on a new address with the search field already typed (the field reads `address` itself). "Install
 * another sensor here" also names the site's saved domicile: chosen in mode 1 when the block lists the
 * customer's domiciles (they may still be loading); otherwise the address is typed as a link's would be.
 */
function useAutofill(
  value: AddressValue,
  onChange: (value: AddressValue) => void,
  listsDomiciles: boolean,
): void {
  // Only the block's first render may apply the link's parameters; later the installer decides.
  const first = useRef({ value, onChange, listsDomiciles });
  useEffect(() => {
    const { value: initial, onChange: change, listsDomiciles: saved } = first.current;
    if (initial.mode !== null || initial.domicile_name !== '') return;
    const { address, domicile_name, [SAVED_DOMICILE_AUTOFILL]: idDomicile } = getWizard().autofill;
    if (saved && idDomicile && Number(idDomicile) > 0) {
      change({ ...initial, mode: 'existing', id_domicile: Number(idDomicile) });
      return;
    }
    if (!address && !domicile_name) return;
    change({ ...initial, mode: address ? 'new' : initial.mode, domicile_name: domicile_name ?? '' });
  }, []);
}
