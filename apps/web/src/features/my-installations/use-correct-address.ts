import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { correctAddress } from './api/correct-address.ts';

/** What the geocoder understood of a refused address (the 422's details), if it understood anything. */
function understood(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const formatted = (error.details as { formatted_address?: unknown } | null)?.formatted_address;
  return typeof formatted === 'string' && formatted !== '' ? formatted : null;
}

/**
 * The address typed to correct an installation's (docs/decisions/0014-address-completed-later.md), its
 * saving, and what the server said when it refused it. The list is asked again once the address is saved, or
 * found already completed.
 */
export function useCorrectAddress(idInstallation: number, onClose: () => void) {
  const queries = useQueryClient();
  const [text, setText] = useState('');
  const done = () => {
    void queries.invalidateQueries({ queryKey: ['my_installations'] });
    onClose();
  };
  const save = useMutation({
    mutationFn: () => correctAddress(idInstallation, text.trim()),
    onSuccess: () => {
      notify('success', 'installations.address_corrected');
      done();
    },
    onError: (error) => {
      // Completed meanwhile by the server itself: nothing left to correct.
      if (error instanceof ApiError && error.status === 409) done();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length >= 3) save.mutate();
  };
  return {
    text,
    setText,
    submit,
    save,
    refused: save.isError && !(save.error instanceof ApiError && save.error.status === 409),
    seen: understood(save.error),
  };
}
