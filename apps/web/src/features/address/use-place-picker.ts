import { type GeocodedPlace, isPlaceValid, type PlaceSuggestion } from '@installer/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, messageForStatus } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { type AddressValue, imprecisePlace } from './address-value.ts';
import { fetchPlace } from './api/geo-place.ts';
import { reverseGeocode } from './api/geo-reverse.ts';
import { locateMe, type Position } from './locate-me.ts';

export type PickerActivity = 'geocoding' | 'locating' | null;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The three ways a place reaches the address block (a suggestion, a marker dropped on the map, the
 * browser's position) and the messages of spec §8 Address and form on the way. Only the latest request
 * counts: a slow answer never overwrites a newer choice, nor lands after the block is gone.
 */
export function usePlacePicker(value: AddressValue, onChange: (value: AddressValue) => void) {
  const latest = useRef(value);
  latest.current = value;
  const change = useRef(onChange);
  change.current = onChange;
  const ticket = useRef(0);
  const [activity, setActivity] = useState<PickerActivity>(null);
  const [locateDenied, setLocateDenied] = useState(false);

  useEffect(() => {
    const requests = ticket;
    return () => {
      requests.current += 1;
    };
  }, []);

  function begin(next: PickerActivity): () => boolean {
    const mine = ++ticket.current;
    setActivity(next);
    return () => mine === ticket.current;
  }

  /** spec §5 Geocoded place: an invalid place is kept (so the installer sees it) but warned about. */
  function apply(mode: 'new' | 'locate', place: GeocodedPlace | null): void {
    if (latest.current.mode !== mode) return;
    change.current({ ...latest.current, place, position: null, typed_address: null });
    if (place && !isPlaceValid(place)) notify('warning', imprecisePlace(latest.current));
  }

  // spec §8 error_geocode; a rate-limited geocoder (DESIGN §2) says to wait instead.
  const geocodeFailed = (error: unknown) =>
    notify('error', messageForStatus(error, { 429: 'rate_limited' }, 'error_geocode'));

  /**
   * Without signal, or with a geocoder that cannot answer (no answer, 5xx), the position is kept alone: the
   * server finds its address when the installation is sent
   * (docs/decisions/0007-offline-installations-checked-on-sending.md). A geocoder that answers "nothing
   * here" (404) is an answer: the server would say the same, so the installer is told now.
   */
  function keepPosition(mode: 'new' | 'locate', position: Position): void {
    if (latest.current.mode !== mode) return;
    change.current({ ...latest.current, place: null, position, typed_address: null });
    notify('info', 'address.position_kept_notice');
  }

  const cannotLookUp = (error: unknown) =>
    !navigator.onLine || (error instanceof ApiError && (error.status === 0 || error.status >= 500));

  /** The address at a position, or why not: no call at all while the browser says it is offline. */
  async function addressAt(position: Position): Promise<GeocodedPlace> {
    if (!navigator.onLine) throw new ApiError(0, null, 'offline');
    return reverseGeocode(position);
  }

  async function chooseSuggestion(suggestion: PlaceSuggestion): Promise<void> {
    const current = begin('geocoding');
    try {
      const place = await fetchPlace(suggestion.id);
      if (current()) apply('new', place);
    } catch (error) {
      if (current()) geocodeFailed(error);
    } finally {
      if (current()) setActivity(null);
    }
  }

  /**
   * The marker's position is where the equipment stands: it is kept as the coordinates, and the address
   * parts come from the nearest address the geocoder knows.
   */
  async function pickOnMap(position: Position): Promise<void> {
    const current = begin('geocoding');
    try {
      const place = await addressAt(position);
      if (current()) apply('new', { ...place, latitude: position.lat, longitude: position.lon });
    } catch (error) {
      if (!current()) return;
      if (cannotLookUp(error)) return keepPosition('new', position);
      // The old place no longer matches where the marker is.
      apply('new', null);
      if (isNotFound(error)) notify('warning', 'bad_marker');
      else geocodeFailed(error);
    } finally {
      if (current()) setActivity(null);
    }
  }

  /** spec §2 mode 3 and spec §8: refuse_localisation when denied, error_browser_localisation otherwise. */
  async function locate(): Promise<void> {
    const current = begin('locating');
    setLocateDenied(false);
    try {
      let position: Position;
      try {
        position = await locateMe();
      } catch (failure) {
        if (!current()) return;
        if (failure === 'denied') setLocateDenied(true);
        else notify('error', 'error_browser_localisation');
        return;
      }
      if (!current()) return;
      setActivity('geocoding');
      try {
        const place = await addressAt(position);
        if (current()) apply('locate', { ...place, latitude: position.lat, longitude: position.lon });
      } catch (error) {
        if (!current()) return;
        if (cannotLookUp(error)) keepPosition('locate', position);
        else if (isNotFound(error)) notify('warning', 'error_localisation_precision');
        else geocodeFailed(error);
      }
    } finally {
      if (current()) setActivity(null);
    }
  }

  /** A change of mode drops whatever is still on its way for the previous one. */
  function cancel(): void {
    ticket.current += 1;
    setActivity(null);
    setLocateDenied(false);
  }

  return { activity, locateDenied, chooseSuggestion, pickOnMap, locate, cancel };
}
