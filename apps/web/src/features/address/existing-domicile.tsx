import type { Domicile } from '@installer/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface ExistingDomicileProps {
  domiciles: Domicile[];
  value: number | null;
  onChange(id: number): void;
  error: string | null;
}

/** One line a person recognises: the name they gave the place, then where it is. */
function domicileLabel(domicile: Domicile): string {
  const town = [domicile.postal_code, domicile.city].filter(Boolean).join(' ');
  return [domicile.address_name, domicile.address, town].filter(Boolean).join(' — ');
}

/** spec §2 Address block mode 1: one of the customer's domiciles. */
export function ExistingDomicile({ domiciles, value, onChange, error }: ExistingDomicileProps) {
  const { t } = useTranslation();
  const known = domiciles.some((domicile) => domicile.id_domicile === value);
  return (
    <TextField
      select
      fullWidth
      required
      label={t('step_4.domicile')}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
    >
      {domiciles.map((domicile) => (
        <MenuItem
          key={domicile.id_domicile}
          value={String(domicile.id_domicile)}
          sx={{ whiteSpace: 'normal' }}
        >
          {domicileLabel(domicile)}
        </MenuItem>
      ))}
    </TextField>
  );
}
