import type { PlaceSuggestion } from '@installer/contracts';
import type { Position } from '../../lib/geocoder/position.ts';

/** What the address block's place picker is doing (use-place-picker.ts). */
export type PickerActivity = 'geocoding' | 'locating' | null;

/** The picker as the block's parts see it: here, so that the lazy part (placed-address.tsx) needs no hook. */
export interface PlacePicker {
  activity: PickerActivity;
  locateDenied: boolean;
  chooseSuggestion(suggestion: PlaceSuggestion): Promise<void>;
  pickOnMap(position: Position): Promise<void>;
  locate(): Promise<void>;
  cancel(): void;
}

/** Which field of the block a spec §5 address problem belongs under. */
export type ProblemField = 'mode' | 'domicile' | 'search' | 'name' | 'place' | 'locate';
