import type { Domicile } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Select } from '../../lib/ui/select.tsx';
import { domicileLine } from './domicile-line.ts';

export interface ExistingDomicileProps {
  domiciles: Domicile[];
  value: number | null;
  onChange(id: number): void;
  error: string | null;
}

/** One line a person recognises: the name they gave the place, then where it is. */
function domicileLabel(domicile: Domicile): string {
  return [domicile.address_name, domicileLine(domicile)].filter(Boolean).join(' — ');
}

/** spec §2 Address block mode 1: one of the customer's domiciles, in the phone's own picker. */
export function ExistingDomicile({ domiciles, value, onChange, error }: ExistingDomicileProps) {
  const { t } = useTranslation();
  const chosen = domiciles.find((domicile) => domicile.id_domicile === value);
  const known = chosen !== undefined;
  return (
    <Select
      required
      label={t('step_4.domicile')}
      value={known ? String(value) : ''}
      onChange={(event) => {
        if (event.target.value !== '') onChange(Number(event.target.value));
      }}
      error={Boolean(error)}
      // A phone's closed picker cuts a long line: the chosen address is also said in full beneath it.
      helperText={error ?? (chosen ? domicileLine(chosen) : ' ')}
    >
      {/* Nothing chosen yet: an empty first line, as a required choice shows it. */}
      {known ? null : <option value="" />}
      {domiciles.map((domicile) => (
        <option key={domicile.id_domicile} value={String(domicile.id_domicile)}>
          {domicileLabel(domicile)}
        </option>
      ))}
    </Select>
  );
}
