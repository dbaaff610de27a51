import { FieldHelp } from '../../lib/ui/field.tsx';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { type AddressValue, imprecisePlace } from './address-value.ts';
import { ChosenPlace } from './chosen-place.tsx';
import { LocateAddress } from './locate-address.tsx';
import { NewAddress } from './new-address.tsx';
import type { PlacePicker, ProblemField } from './place-picker-types.ts';

// The picker's calls travel in this chunk too (lazy-placed-address.ts), so a new place costs one fetch.
export { addressAt, fetchPlace, locateMe } from './place-calls.ts';

export interface PlacedAddressProps {
  value: AddressValue;
  onChange(value: AddressValue): void;
  picker: PlacePicker;
  errorFor(field: ProblemField): string | null;
}

/**
 * spec §2 Address block modes 2 and 3: the search and its map, or the browser's position, and the place
 * they found. A chunk of its own (lazy-placed-address.ts).
 */
export function PlacedAddress({ value, onChange, picker, errorFor }: PlacedAddressProps) {
  return (
    <>
      {value.mode === 'new' ? (
        <NewAddress
          initialText={
            value.place?.formatted_address ?? value.typed_address ?? getWizard().autofill.address ?? ''
          }
          position={value.place ? { lat: value.place.latitude, lon: value.place.longitude } : null}
          showMap={value.show_map}
          onToggleMap={() => onChange({ ...value, show_map: !value.show_map })}
          onChoose={(suggestion) => void picker.chooseSuggestion(suggestion)}
          typed={value.typed_address}
          onTyped={(typed_address) => {
            if (typed_address !== value.typed_address) onChange({ ...value, typed_address });
          }}
          onPick={(position) => void picker.pickOnMap(position)}
          busy={picker.activity === 'geocoding'}
          searchError={errorFor('search') ?? (value.show_map ? errorFor('place') : null)}
        />
      ) : null}

      {value.mode === 'locate' ? (
        <LocateAddress
          activity={picker.activity}
          denied={picker.locateDenied}
          onLocate={() => void picker.locate()}
        />
      ) : null}
      {errorFor('locate') ? <FieldHelp error>{errorFor('locate')}</FieldHelp> : null}

      {value.place ? <ChosenPlace place={value.place} imprecise={imprecisePlace(value)} /> : null}
    </>
  );
}
