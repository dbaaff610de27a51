import type { Domicile } from '@installer/contracts';
import { useId } from 'react';
import { FieldHelp } from '../../lib/ui/field.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { AddressModeChoice } from './address-mode-choice.tsx';
import { type AddressValue, imprecisePlace } from './address-value.ts';
import { ChosenPlace } from './chosen-place.tsx';
import { DomicileNameField } from './domicile-name-field.tsx';
import { ExistingDomicile } from './existing-domicile.tsx';
import { LocateAddress } from './locate-address.tsx';
import { NewAddress } from './new-address.tsx';
import { OfflineAddressNote } from './offline-address-note.tsx';
import { useAddressBlock } from './use-address-block.ts';

export interface AddressBlockProps {
  value: AddressValue;
  onChange(value: AddressValue): void;
  /** The customer's domiciles (mode 1); step 4 loads them. */
  domiciles: Domicile[];
  /** Show the spec §5 messages of what is still missing (after a first attempt at Next). */
  showErrors: boolean;
  domicilesLoading?: boolean;
}

/** spec §2 Address block: an existing domicile, a new address (search or map), or "locate me". */
export function AddressBlock({
  value,
  onChange,
  domiciles,
  showErrors,
  domicilesLoading = false,
}: AddressBlockProps) {
  const labelId = `${useId()}-label`;
  const { picker, errorFor, noDomiciles, existingHint, chooseMode } = useAddressBlock(
    value,
    onChange,
    domiciles,
    showErrors,
    domicilesLoading,
  );
  const placed = value.mode === 'new' || value.mode === 'locate';

  return (
    <Stack as="section" aria-labelledby={labelId} data-testid="address-block">
      <AddressModeChoice
        labelId={labelId}
        mode={value.mode}
        onChoose={chooseMode}
        existingHint={existingHint}
        existingDisabled={domicilesLoading || noDomiciles}
        error={errorFor('mode')}
      />

      {value.mode === 'existing' && !noDomiciles ? (
        <ExistingDomicile
          domiciles={domiciles}
          value={value.id_domicile}
          onChange={(id_domicile) => onChange({ ...value, id_domicile })}
          error={errorFor('domicile')}
        />
      ) : null}

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

      {placed && value.place ? <ChosenPlace place={value.place} imprecise={imprecisePlace(value)} /> : null}

      <OfflineAddressNote value={value} />

      {placed ? (
        <DomicileNameField
          value={value.domicile_name}
          onChange={(domicile_name) => onChange({ ...value, domicile_name })}
          error={errorFor('name')}
        />
      ) : null}
    </Stack>
  );
}
