import { type GeocodedPlace, isPlaceValid, type PlaceSuggestion } from '@installer/contracts';
import { useRef, useState } from 'react';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { type AddressValue, imprecisePlace } from './address-value.ts';
import { loadPlacedAddress } from './lazy-placed-address.ts';
import type { PickerActivity, PlacePicker } from './place-picker-types.ts';
import type { Position } from './locate-me.ts';
import { cannotLookUp, geocodeFailed, isNotFound } from './place-lookup.ts';
import { useRequestTicket } from './use-request-ticket.ts';

/**
 * The three ways a place reaches the address block (a suggestion, a marker dropped on the map, the
 * browser's position) and the messages of spec §8 Address and form on the way. Only the latest request
 * counts: a slow answer never overwrites a newer choice, nor lands after the block is gone.
 */
export function usePlacePicker(value: AddressValue, onChange: (value: AddressValue) => void): PlacePicker {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const ticket = useRequestTicket();
  const [activity, setActivity] = useState<PickerActivity>(null);
  const [locateDenied, setLocateDenied] = useState(false);

  function begin(next: PickerActivity): () => boolean {
    setActivity(next);
    return ticket.begin();
  }

  /** Still the mode the answer is for: the place (or the position alone) replaces whatever was there. */
  function set(mode: 'new' | 'locate', found: Pick<AddressValue, 'place' | 'position'>): boolean {
    const current = latest.current.value;
    if (current.mode !== mode) return false;
    latest.current.onChange({ ...current, ...found, typed_address: null });
    return true;
  }

  /** spec §5 Geocoded place: an invalid place is kept (so the installer sees it) but warned about. */
  function apply(mode: 'new' | 'locate', place: GeocodedPlace | null): void {
    if (set(mode, { place, position: null }) && place && !isPlaceValid(place)) {
      notify('warning', imprecisePlace(latest.current.value));
    }
  }

  /** No address to be had now (place-lookup.ts cannotLookUp): the position is kept alone. */
  function keepPosition(mode: 'new' | 'locate', position: Position): void {
    if (set(mode, { place: null, position })) notify('info', 'address.position_kept_notice');
  }

  async function chooseSuggestion(suggestion: PlaceSuggestion): Promise<void> {
    const current = begin('geocoding');
    try {
      const { fetchPlace } = await loadPlacedAddress();
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
      const { addressAt } = await loadPlacedAddress();
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
      // The search's chunk holds the calls; it is the first thing mode 3 loads (lazy-placed-address.ts).
      const calls = await loadPlacedAddress().catch(() => null);
      if (!calls) {
        if (current()) notify('error', 'no_internet_connection');
        return;
      }
      const { addressAt, locateMe } = calls;
      const position = await locateMe().catch((failure: unknown) => {
        if (current()) {
          if (failure === 'denied') setLocateDenied(true);
          else notify('error', 'error_browser_localisation');
        }
        return null;
      });
      if (!position || !current()) return;
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
    ticket.drop();
    setActivity(null);
    setLocateDenied(false);
  }

  return { activity, locateDenied, chooseSuggestion, pickOnMap, locate, cancel };
}
