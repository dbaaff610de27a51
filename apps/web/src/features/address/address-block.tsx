import type { Domicile } from '@installer/contracts';
import { Suspense, useId } from 'react';
import { Skeleton } from '../../lib/ui/skeleton.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { AddressModeChoice } from './address-mode-choice.tsx';
import type { AddressValue } from './address-value.ts';
import { DomicileNameField } from './domicile-name-field.tsx';
import { ExistingDomicile } from './existing-domicile.tsx';
import { PlacedAddress } from './lazy-placed-address.ts';
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

      {placed ? (
        <Suspense fallback={<Skeleton height={56} />}>
          <PlacedAddress value={value} onChange={onChange} picker={picker} errorFor={errorFor} />
        </Suspense>
      ) : null}

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
