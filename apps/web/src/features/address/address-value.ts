import type { DomicileChoice, GeocodedPlace, NewDomicile } from '@installer/contracts';
import { isPlaceComplete, isPlaceValid, routeOf } from '@installer/contracts';

/**
 * What the address block (spec §2 Address block) holds, kept in the wizard store by step 4.
 * Mode 1 `existing`: one of the customer's domiciles. Mode 2 `new`: a place from autocomplete or the map.
 * Mode 3 `locate`: the browser's position, reverse-geocoded.
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
}

export const emptyAddress: AddressValue = {
  mode: null,
  id_domicile: null,
  domicile_name: '',
  place: null,
  show_map: false,
};

/** A place that fails spec §5's validity rule, named as the installer found it (spec §6, §8). */
export type ImprecisePlace = 'error_localisation_precision' | 'bad_marker' | 'address_not_precise_enough';

/** The i18n keys of the address rules of spec §5, in the spec §6 words where the spec has them. */
export type AddressProblem =
  | 'address.mode_required'
  | 'home_required'
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
    if (value.mode === 'locate') return 'location_required';
    return value.show_map ? 'bad_marker' : 'address.new_address_required';
  }
  if (!isPlaceValid(value.place)) return imprecisePlace(value);
  if (value.domicile_name.trim() === '') return 'address.domicile_name_required';
  return null;
}

/** spec §3 New domicile from a geocoded place; the route falls back per spec §5 when the place is incomplete. */
export function toNewDomicile(place: GeocodedPlace): NewDomicile {
  return {
    id_google_place: place.id,
    country: place.country,
    country_code: place.country_code,
    locality: place.locality ?? place.postal_town,
    postal_code: place.postal_code,
    route: routeOf(place),
    street_number: place.street_number,
    number: place.street_number,
    address: place.formatted_address,
    address2: null,
    complement: null,
    plus_code: place.plus_code,
    latitude: place.latitude,
    longitude: place.longitude,
    reference: isPlaceComplete(place) ? 'complete' : 'partial',
  };
}

/** The classic installation payload's domicile (contracts `domicileChoice`); null while the address is invalid. */
export function toDomicileChoice(value: AddressValue): DomicileChoice | null {
  if (addressProblem(value)) return null;
  if (value.mode === 'existing' && value.id_domicile)
    return { mode: 'existing', id_domicile: value.id_domicile };
  if ((value.mode === 'new' || value.mode === 'locate') && value.place) {
    return {
      mode: value.mode,
      domicile_name: value.domicile_name.trim(),
      new_domicile: toNewDomicile(value.place),
    };
  }
  return null;
}
