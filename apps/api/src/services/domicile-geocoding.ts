import {
  type AddressToGeocode,
  type GeocodedPlace,
  type InstallationBody,
  isPlaceValid,
  type NewDomicile,
  newDomicileOfPlace,
} from '@installer/contracts';
import { AppError } from '../answers/app-error.ts';
import { addressOfPlace, type DomicileAddress } from '../repositories/domiciles.ts';
import type { Geocoder } from './geocoder.ts';
import { invalidField } from './validation-issues.ts';

/** How long a caller should wait before asking again while the geocoder cannot answer. */
const GEOCODER_DOWN_RETRY_S = 30;
/** The same while the upstream allowance shared by every caller is spent (it refills within seconds). */
const GEOCODER_BUSY_RETRY_S = 2;

/** An address made offline the geocoder could not look up when it arrived, and the language to ask in. */
export interface PendingAddress {
  address: AddressToGeocode;
  language: string;
}

/**
 * Where the installation's domicile comes from: an existing one, a new place stored under a name, or an
 * address made offline that the geocoder could not look up yet, stored as given and completed later
 * (address-completion.ts).
 */
export type DomicileTarget =
  | { id_domicile: number }
  | { name: string; place: NewDomicile }
  | { name: string; pending: PendingAddress };

/** An address to geocode in the body, with where it sits and the domicile name it goes with. */
interface Pending {
  path: string;
  name: string;
  address: AddressToGeocode;
}

/** The body's domicile: known as it is, or an address made offline still to geocode. */
function bodyDomicile(body: InstallationBody): { target: DomicileTarget } | { pending: Pending } {
  if ('id_module' in body) {
    const { domicile } = body;
    if ('mode' in domicile)
      return { pending: { path: 'domicile', name: body.domicile_name, address: domicile } };
    return { target: 'id_domicile' in domicile ? domicile : { name: body.domicile_name, place: domicile } };
  }
  const { domicile } = body.asset;
  switch (domicile.mode) {
    case 'existing':
      return { target: { id_domicile: domicile.id_domicile } };
    case 'new':
    case 'locate':
      return { target: { name: domicile.domicile_name, place: domicile.new_domicile } };
    default:
      return { pending: { path: 'asset.domicile', name: domicile.domicile_name, address: domicile } };
  }
}

/** Whether the body's address was made offline and must be geocoded before anything is written. */
export function needsGeocoding(body: InstallationBody): boolean {
  return 'pending' in bodyDomicile(body);
}

/** Whether an error is the geocoder's not answering (down, or its shared allowance spent). */
export function geocoderUnavailable(error: unknown): error is AppError {
  return error instanceof AppError && (error.code === 'error_geocode' || error.code === 'rate_limited');
}

/** The geocoder's place for what the installer gave: the text as typed, or the position. */
export function lookUp(
  geocoder: Geocoder,
  address: AddressToGeocode,
  language: string,
): Promise<GeocodedPlace | null> {
  return address.mode === 'typed'
    ? geocoder.search({ q: address.address_text, lang: language })
    : geocoder.reverse({ lat: address.latitude, lon: address.longitude, lang: language });
}

/**
 * The installation's domicile: an existing one (spec §2 Address block mode 1), a place the app found (modes
 * 2 and 3), or an address made offline that the server geocodes now. Called outside any transaction: no
 * database transaction waits on the geocoder. While the geocoder cannot answer, the address is stored as
 * given and completed later (docs/decisions/0014-address-completed-later.md): the installation, and the
 * sensor's first measurement, do not wait for it.
 */
export async function domicileTargetOf(
  geocoder: Geocoder,
  body: InstallationBody,
  language: string,
): Promise<DomicileTarget> {
  const domicile = bodyDomicile(body);
  if ('target' in domicile) return domicile.target;
  const { pending } = domicile;
  // spec §5: a new address needs a domicile name; known before spending an upstream call on it.
  if (pending.name === '') throw invalidField('domicile_name', 'required field');
  let place: GeocodedPlace | null;
  try {
    place = await lookUp(geocoder, pending.address, language);
  } catch (error) {
    if (!geocoderUnavailable(error)) throw error;
    return { name: pending.name, pending: { address: pending.address, language } };
  }
  const answer = domicileOfAnswer(pending.address, place);
  if (answer.toCorrect) throw notPreciseEnough(pending.path, place);
  return { name: pending.name, place: answer.place };
}

/** What the installer gave, as an address until the geocoder says more: the text, or the position. */
export function addressAsGiven(address: AddressToGeocode): DomicileAddress {
  const typed = address.mode === 'typed';
  return {
    address: typed ? address.address_text : positionText(address.latitude, address.longitude),
    city: null,
    postal_code: null,
    country: null,
    country_code: null,
    route: null,
    street_number: null,
    number: null,
    address2: null,
    complement: null,
    plus_code: null,
    latitude: typed ? null : address.latitude,
    longitude: typed ? null : address.longitude,
    id_google_place: null,
    reference: null,
  };
}

/** A position as an address line until its address is known: about a metre, as the phone gave it. */
function positionText(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** The geocoder's answer for an address made offline: the place to store, or why it is to correct. */
type Answer =
  | { toCorrect: null; place: NewDomicile }
  | { toCorrect: 'not_precise' | 'not_found'; address: DomicileAddress };

/**
 * spec §5 Geocoded place: the place found for the address must be valid (3 of locality, country, postal
 * code, plus code). What the installer gave is kept: the typed text as the address, the located position as
 * the coordinates. A place that fails the rule keeps what it has, for the installer to see what the geocoder
 * understood; none at all leaves the address as given.
 */
export function domicileOfAnswer(address: AddressToGeocode, place: GeocodedPlace | null): Answer {
  if (!place) return { toCorrect: 'not_found', address: addressAsGiven(address) };
  const found = newDomicileOfPlace(place);
  const kept =
    address.mode === 'typed'
      ? { ...found, address: address.address_text }
      : { ...found, latitude: address.latitude, longitude: address.longitude };
  if (isPlaceValid(place)) return { toCorrect: null, place: kept };
  return { toCorrect: 'not_precise', address: addressOfPlace(kept) };
}

/**
 * A geocoder that fails or is out of allowance, for a caller who waits (the installer correcting an address
 * on screen): 503 with Retry-After, to try again shortly.
 */
export function geocoderUnavailableAnswer(error: AppError): AppError {
  const retryAfter = error.code === 'rate_limited' ? GEOCODER_BUSY_RETRY_S : GEOCODER_DOWN_RETRY_S;
  return new AppError(
    503,
    'service_unavailable',
    'The address service cannot answer now: try again later',
    { reason: 'geocoder_unavailable' },
    { headers: { 'retry-after': String(retryAfter) } },
  );
}

/** 422 error_localisation_precision, with what the geocoder understood so the installer can correct it. */
export function notPreciseEnough(path: string, place: GeocodedPlace | null): AppError {
  return new AppError(422, 'error_localisation_precision', 'Address not precise enough', {
    path,
    reason: place ? 'not_precise' : 'not_found',
    formatted_address: place?.formatted_address ?? null,
  });
}
