import type { Position } from '../../lib/geocoder/position.ts';

/** Why the browser gave no position (spec §8): the installer refused, or the browser could not tell. */
type LocateFailure = 'denied' | 'unavailable';

export type { Position };

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every browser's error object). */
const PERMISSION_DENIED = 1;

/** A phone outdoors needs a few seconds for a GPS fix; past this the browser is not going to answer. */
const LOCATE_TIMEOUT_MS = 20_000;

/**
 * The browser's position (spec §2 Address block, mode 3). Rejects with a LocateFailure: 'denied' when the
 * installer (or the browser's settings) refused, 'unavailable' for every other failure, including a browser
 * with no geolocation at all.
 */
export function locateMe(geolocation: Geolocation | undefined = navigator.geolocation): Promise<Position> {
  return new Promise((resolve, reject: (reason: LocateFailure) => void) => {
    if (!geolocation) {
      reject('unavailable');
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'),
      // The address block needs a street-level fix, not a cell-tower guess.
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
