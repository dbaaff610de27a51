import {
  type AddressToGeocode,
  type GeocodedPlace,
  type InstallationBody,
  isPlaceValid,
  type NewDomicile,
  newDomicileOfPlace,
} from '@installer/contracts';
import { AppError } from '../http/app-error.ts';
import type { Geocoder } from './geocoder.ts';
import type { DomicileTarget } from './installation-shared.ts';
import { invalidField } from './validation-issues.ts';

/** How long the phone's outbox should wait before sending again while the geocoder cannot answer. */
const GEOCODER_DOWN_RETRY_S = 30;
/** The same while the upstream allowance shared by every caller is spent (it refills within seconds). */
const GEOCODER_BUSY_RETRY_S = 2;

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

/**
 * The installation's domicile: an existing one (spec §2 Address block mode 1), a place the app found (modes
 * 2 and 3), or an address made offline that the server geocodes now (installation-domicile.ts). Called
 * outside any transaction: no database transaction waits on the geocoder.
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
  return { name: pending.name, place: await geocodedDomicile(geocoder, pending, language) };
}

/**
 * spec §5 Geocoded place: the place found for the address must be valid (3 of locality, country, postal
 * code, plus code), else the installation is refused with spec §8 "Address not precise enough". What the
 * installer gave is kept: the typed text as the address, the located position as the coordinates.
 */
async function geocodedDomicile(
  geocoder: Geocoder,
  pending: Pending,
  language: string,
): Promise<NewDomicile> {
  const { address } = pending;
  const place = await askGeocoder(() =>
    address.mode === 'typed'
      ? geocoder.search({ q: address.address_text, lang: language })
      : geocoder.reverse({ lat: address.latitude, lon: address.longitude, lang: language }),
  );
  if (!place || !isPlaceValid(place)) throw notPreciseEnough(pending.path, place);
  const domicile = newDomicileOfPlace(place);
  return address.mode === 'typed'
    ? { ...domicile, address: address.address_text }
    : { ...domicile, latitude: address.latitude, longitude: address.longitude };
}

/**
 * A geocoder that fails or is out of allowance is no refusal of the installation: 503 with Retry-After,
 * which the phone's outbox treats as transient and sends again later (docs/decisions/0002-outbox.md).
 */
async function askGeocoder(ask: () => Promise<GeocodedPlace | null>): Promise<GeocodedPlace | null> {
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'error_geocode' && error.code !== 'rate_limited')) {
      throw error;
    }
    const retryAfter = error.code === 'rate_limited' ? GEOCODER_BUSY_RETRY_S : GEOCODER_DOWN_RETRY_S;
    throw new AppError(
      503,
      'service_unavailable',
      'The address service cannot answer now: send the installation again later',
      { reason: 'geocoder_unavailable' },
      { headers: { 'retry-after': String(retryAfter) } },
    );
  }
}

/** 422 error_localisation_precision, with what the geocoder understood so the installer can correct it. */
function notPreciseEnough(path: string, place: GeocodedPlace | null): AppError {
  return new AppError(422, 'error_localisation_precision', 'Address not precise enough', {
    path,
    reason: place ? 'not_precise' : 'not_found',
    formatted_address: place?.formatted_address ?? null,
  });
}
