import { type RefObject, useEffect, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';

/** spec §5: error_domicile when the address alone is missing, fill_all_fields otherwise. */
function invalidMessage(errors: FieldErrors): 'error_domicile' | 'fill_all_fields' {
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
    // role alert: said as it appears, after the Next that was refused.
    <Alert severity="warning" role="alert" data-testid="invalid-summary">
      {t(invalidMessage(errors))}
    </Alert>
  );
}

/**
 * Moves the focus to the first invalid field of the form, in the order the installer reads it, after each
 * refused Next: the field to fix is where the keyboard and the screen reader are (the summary says why).
 * Fields mark themselves with aria-invalid; a radio group marked so gets its first enabled radio focused.
 * Keyed on react-hook-form's submitCount: it changes in the same update that renders the errors, whereas
 * the onInvalid callback runs before they are on screen.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  submitCount: number,
  invalid: boolean,
): void {
  // Read through a ref: only a new refused Next moves the focus, not each fix of a field.
  const invalidRef = useRef(invalid);
  invalidRef.current = invalid;
  useEffect(() => {
    if (submitCount === 0 || !invalidRef.current || !form.current) return;
    const first = form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    const target = first.matches('input, select, textarea')
      ? first
      : first.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea');
    (target ?? first).focus();
  }, [submitCount, form]);
}
