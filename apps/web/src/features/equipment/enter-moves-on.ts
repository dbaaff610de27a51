import type { KeyboardEvent } from 'react';

/**
 * The element standing for a field of the form: its input (named by its react-hook-form path), or the
 * address block for the address (contract-check.ts field names).
 */
function elementOf(form: HTMLFormElement, field: string): HTMLElement | null {
  if (field === 'address') return form.querySelector<HTMLElement>('[data-testid="address-block"]');
  if (/["\\]/.test(field)) return null;
  return form.querySelector<HTMLElement>(`[name="${field}"]`);
}

const isEmpty = (input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => input.value === '';

/** Where the keyboard goes for that field: MUI's own selects hide their input behind a combobox. */
function focusable(element: HTMLElement): HTMLElement | null {
  if (element.matches('input[aria-hidden="true"]')) {
    return element.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? null;
  }
  if (element.matches('input, select, textarea')) return element;
  // A block (the address): its first required field still empty, else its chosen (or first) mode.
  for (const input of element.querySelectorAll<HTMLInputElement>('input[required], select[required]')) {
    if (!input.disabled && isEmpty(input)) return focusable(input);
  }
  return (
    element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    element.querySelector<HTMLElement>('input[type="radio"]:not([disabled])')
  );
}

/** The first field still to fill after `from` in reading order, else the first one before it. */
function nextToFill(form: HTMLFormElement, from: HTMLElement, fields: string[]): HTMLElement | null {
  const targets = fields
    .map((field) => elementOf(form, field))
    .filter((element): element is HTMLElement => element !== null && !element.contains(from))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const after = targets.find(
    (element) => from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  for (const element of after ? [after, ...targets] : targets) {
    const target = focusable(element);
    if (target) return target;
  }
  return null;
}

/**
 * Enter in step 4, for gloved hands and a phone keyboard that hides Next: in a one-line field, a switch or a
 * radio, it moves to the next field the form still needs (in reading order, the contracts' check deciding,
 * without showing any error); once nothing is left, it is Next. Never elsewhere: in the address search it
 * only chooses the highlighted suggestion (a half-typed address is no address, and stays as typed), in the
 * description it starts a new line, and a select or a button keeps its own Enter. Next here creates the
 * installation, which stays editable: Back edits it (save-installation.ts).
 */
export function enterMovesOn(invalidFields: () => string[]) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const native = event.nativeEvent as globalThis.KeyboardEvent | undefined;
    if (event.key !== 'Enter' || native?.isComposing || event.shiftKey || event.ctrlKey || event.altKey)
      return;
    const target = event.target;
    // The address search's combobox handled it (a suggestion chosen) or the element is not a field.
    if (!(target instanceof HTMLInputElement) || event.defaultPrevented) return;
    // From here on Enter never submits by itself (the browser's implicit submission): this decides.
    event.preventDefault();
    if (target.getAttribute('role') === 'combobox') return;
    const form = event.currentTarget;
    const next = nextToFill(form, target, invalidFields());
    if (next) next.focus();
    else form.requestSubmit();
  };
}
