import type { FieldErrors } from 'react-hook-form';
import { notify } from '../snackbar/snackbar-store.ts';

/** spec §5: the warning of an invalid form; error_domicile when the address alone is missing. */
export function warnInvalid(errors: FieldErrors): void {
  const fields = Object.keys(errors);
  notify('warning', fields.length === 1 && fields[0] === 'address' ? 'error_domicile' : 'fill_all_fields');
}
