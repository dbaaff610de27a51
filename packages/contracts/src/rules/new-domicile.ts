import type { GeocodedPlace } from '../api/geocoded-place.ts';
import type { NewDomicile } from '../entities.ts';
import { isPlaceComplete, routeOf } from './place.ts';

/**
 * spec §3 New domicile from a geocoded place, the route falling back per spec §5 when the place is not
 * complete. The app builds it from the place the installer chose; the server from the place it found for an
 * address made offline (`typed` or `coordinates`), then keeps what the installer gave (installation-domicile.ts).
 */
export function newDomicileOfPlace(place: GeocodedPlace): NewDomicile {
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
