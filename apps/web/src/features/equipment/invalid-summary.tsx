import Alert from '@mui/material/Alert';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** spec §5: error_domicile when the address alone is missing, fill_all_fields otherwise. */
export function invalidMessage(errors: FieldErrors): 'error_domicile' | 'fill_all_fields' {
  const fields = Object.keys(errors);
  return fields.length === 1 && fields[0] === 'address' ? 'error_domicile' : 'fill_all_fields';
}

/**
 * The spec §5 warning of an invalid form, shown inline at the top of the form rather than as a snackbar:
 * on a phone the snackbar sat over Next and took the installer's next tap.
 */
export function InvalidSummary({ errors, shown }: { errors: FieldErrors; shown: boolean }) {
  const { t } = useTranslation();
  if (!shown || Object.keys(errors).length === 0) return null;
  return (
    <Alert severity="warning" data-testid="invalid-summary">
      {t(invalidMessage(errors))}
    </Alert>
  );
}

/**
 * Moves the focus to the first invalid field of the form, in the order the installer reads it, after each
 * refused Next: the field to fix is where the keyboard and the screen reader are (the summary says why).
 * Fields mark themselves with aria-invalid; a radio group marked so gets its first enabled radio focused.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 || !form.current) return;
    const invalid = form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches('input, select, textarea')
      ? invalid
      : invalid.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea');
    (target ?? invalid).focus();
    (target ?? invalid).scrollIntoView?.({ block: 'center' });
  }, [attempt, form]);
  return useCallback(() => setAttempt((count) => count + 1), []);
}
