import type { GeocodedPlace, InstallationDomicile } from '@installer/contracts';
import { isPlaceValid, newDomicileOfPlace } from '@installer/contracts';
import type { Position } from './locate-me.ts';

/**
 * What the address block (spec §2 Address block) holds, kept in the wizard store by step 4.
 * Mode 1 `existing`: one of the customer's domiciles. Mode 2 `new`: a place from autocomplete or the map.
 * Mode 3 `locate`: the browser's position, reverse-geocoded.
 * Without signal the phone cannot geocode (docs/decisions/0007-offline-installations-checked-on-sending.md):
 * mode 2 keeps the address as typed (`typed_address`), modes 2 (the map) and 3 keep the position alone
 * (`position`); the server finds the rest when the installation arrives.
 */
export interface AddressValue {
  mode: 'existing' | 'new' | 'locate' | null;
  id_domicile: number | null;
  /** spec §5: required for modes 2 and 3. */
  domicile_name: string;
  /** The geocoded place of modes 2 and 3, once chosen. */
  place: GeocodedPlace | null;
  /** spec §5: "a new address is required unless the map is shown". */
  show_map: boolean;
  /** Mode 2 while the search cannot answer: the address as the installer typed it. */
  typed_address: string | null;
  /** Modes 2 and 3 while the address of a position cannot be looked up: the position alone. */
  position: Position | null;
}

export const emptyAddress: AddressValue = {
  mode: null,
  id_domicile: null,
  domicile_name: '',
  place: null,
  show_map: false,
  typed_address: null,
  position: null,
};

/** The contracts' shortest address sent as typed (`typedAddress`): fewer characters name no place. */
const TYPED_ADDRESS_MIN = 3;

/**
 * Which of the ways the address is given applies, for the block to say so
 * (docs/decisions/0012-offline-priming.md).
 */
export type AddressKind = 'saved' | 'place' | 'typed' | 'position' | null;

export function addressKind(value: AddressValue): AddressKind {
  if (value.mode === null) return null;
  if (value.mode === 'existing') return 'saved';
  if (value.place) return 'place';
  if (value.position) return 'position';
  if (value.mode === 'new' && value.typed_address !== null) return 'typed';
  return null;
}

/** A place that fails spec §5's validity rule, named as the installer found it (spec §6, §8). */
export type ImprecisePlace = 'error_localisation_precision' | 'bad_marker' | 'address_not_precise_enough';

/** The i18n keys of the address rules of spec §5, in the spec §6 words where the spec has them. */
export type AddressProblem =
  | 'address.mode_required'
  | 'home_required'
  | 'address.typed_required'
  | 'address.new_address_required'
  | 'location_required'
  | 'address.domicile_name_required'
  | ImprecisePlace;

/**
 * What an imprecise place is called: a located position, error_localisation_precision; a marker on the map,
 * bad_marker (move it); an address searched, spec §6 'Address not precise enough'.
 */
export function imprecisePlace(value: Pick<AddressValue, 'mode' | 'show_map'>): ImprecisePlace {
  if (value.mode === 'locate') return 'error_localisation_precision';
  return value.show_map ? 'bad_marker' : 'address_not_precise_enough';
}

/**
 * The i18n key of the first address rule of spec §5 that fails, or null when the address is complete:
 * mode 1 without a domicile is spec §6 'Home required', mode 3 without a position 'Location required'.
 */
export function addressProblem(value: AddressValue): AddressProblem | null {
  if (!value.mode) return 'address.mode_required';
  if (value.mode === 'existing') return value.id_domicile ? null : 'home_required';
  if (!value.place) {
    // Without signal: the position alone, or the address as typed, is checked by the server on sending.
    if (value.position) return nameProblem(value);
    if (value.mode === 'new' && value.typed_address !== null && !value.show_map) {
      return value.typed_address.trim().length < TYPED_ADDRESS_MIN
        ? 'address.typed_required'
        : nameProblem(value);
    }
    if (value.mode === 'locate') return 'location_required';
    return value.show_map ? 'bad_marker' : 'address.new_address_required';
  }
  if (!isPlaceValid(value.place)) return imprecisePlace(value);
  return nameProblem(value);
}

function nameProblem(value: AddressValue): AddressProblem | null {
  return value.domicile_name.trim() === '' ? 'address.domicile_name_required' : null;
}

/**
 * The classic installation payload's domicile (contracts `installationDomicile`); null while the address is
 * invalid. Made without signal, the address as typed or the position alone, which the server geocodes.
 */
export function toDomicileChoice(value: AddressValue): InstallationDomicile | null {
  if (addressProblem(value)) return null;
  if (value.mode === 'existing' && value.id_domicile)
    return { mode: 'existing', id_domicile: value.id_domicile };
  if (value.mode !== 'new' && value.mode !== 'locate') return null;
  const domicile_name = value.domicile_name.trim();
  if (value.place) return { mode: value.mode, domicile_name, new_domicile: newDomicileOfPlace(value.place) };
  if (value.position) {
    return {
      mode: 'coordinates',
      domicile_name,
      latitude: value.position.lat,
      longitude: value.position.lon,
    };
  }
  if (value.typed_address !== null) {
    return { mode: 'typed', domicile_name, address_text: value.typed_address.trim() };
  }
  return null;
}
