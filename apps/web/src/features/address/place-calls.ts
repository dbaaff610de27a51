import type { GeocodedPlace } from '@installer/contracts';
import { ApiError } from '../../lib/api/api-error.ts';
import { reverseGeocode } from '../../lib/geocoder/geo-reverse.ts';
import type { Position } from './locate-me.ts';

export { fetchPlace } from '../../lib/geocoder/geo-place.ts';
export { locateMe } from './locate-me.ts';

/** The address at a position, or why not: no call at all while the browser says it is offline. */
export async function addressAt(position: Position): Promise<GeocodedPlace> {
  if (!navigator.onLine) throw new ApiError(0, null, 'offline');
  return reverseGeocode(position);
}
