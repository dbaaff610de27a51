import { useCallback, useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { markAutofillApplied, readDraft, saveDraftValues } from './equipment-slot.ts';

/**
 * A react-hook-form form whose values start from the wizard store's draft (else the defaults) and go back
 * to it as the installer types, so a reload or a detour through /login loses nothing (DESIGN §3).
 */
export function useDraftForm<V extends FieldValues, O>(options: {
  draftKey: string;
  defaults: () => V;
  parse: (stored: unknown, defaults: V) => V;
  /** Checks the values and gives the form's output (contract-check.ts: the contracts check step 4). */
  resolver: Resolver<V, unknown, O>;
}) {
  const { draftKey } = options;
  const [initial] = useState(() => {
    const draft = readDraft(draftKey);
    const defaults = options.defaults();
    return draft ? options.parse(draft.values, defaults) : defaults;
  });
  const form = useForm<V, unknown, O>({
    defaultValues: initial as DefaultValues<V>,
    resolver: options.resolver,
    // Messages appear after the first Next (spec §5 fill_all_fields), then follow each change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The form focuses its first invalid field in reading order itself (invalid-summary.tsx): the
    // Controllers of the address block register no ref, so react-hook-form's own focus would skip it.
    shouldFocusError: false,
  });

  useEffect(() => {
    saveDraftValues(draftKey, form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraftValues(draftKey, values),
    });
  }, [form, draftKey]);

  return form;
}

/**
 * Applies a spec §2 autofill parameter once its list has loaded (a brand by name needs the brands), and
 * only once for this draft: a value the installer changed afterwards is theirs.
 */
export function useAutofillOnce(
  draftKey: string,
  param: string,
  ready: boolean,
  apply: (value: string) => void,
) {
  const value = getWizard().autofill[param];
  const applyRef = useRef(apply);
  applyRef.current = apply;
  const run = useCallback(() => {
    if (value === undefined || readDraft(draftKey)?.applied.includes(param)) return;
    // A value that matches nothing in the list is dropped: the field stays for the installer.
    applyRef.current(value);
    markAutofillApplied(draftKey, param);
  }, [draftKey, param, value]);
  useEffect(() => {
    if (ready) run();
  }, [ready, run]);
}
