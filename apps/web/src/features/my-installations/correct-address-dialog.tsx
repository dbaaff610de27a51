import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, messageForStatus } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../lib/ui/dialog.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';
import { correctAddress } from './api/correct-address.ts';

/** What the geocoder understood of a refused address (the 422's details), if it understood anything. */
function understood(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const formatted = (error.details as { formatted_address?: unknown } | null)?.formatted_address;
  return typeof formatted === 'string' && formatted !== '' ? formatted : null;
}

/**
 * "Correct the address" of an installation the geocoder placed not precisely enough
 * (docs/decisions/0014-address-completed-later.md): the installer types the full address, the server checks it
 * against spec §5 now and says what it understood when it is still not precise enough.
 */
export default function CorrectAddressDialog({
  idInstallation,
  current,
  onClose,
}: {
  idInstallation: number;
  /** The address as it stands: what the geocoder understood, or the position. */
  current: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
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
  const refused = save.isError && !(save.error instanceof ApiError && save.error.status === 409);
  const seen = understood(save.error);

  return (
    <Dialog onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('installations.correct_address')}</DialogTitle>
        <DialogContent dividers>
          <Stack>
            <DialogDescription>{t('installations.correct_address_intro')}</DialogDescription>
            <Text variant="body2" tone="secondary">
              {t('installations.address_understood', { address: current })}
            </Text>
            <TextInput
              label={t('installations.address_label')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
              data-autofocus
              autoComplete="street-address"
              maxLength={500}
            />
            {refused && (
              <Alert severity="error" role="alert">
                {t(
                  messageForStatus(
                    save.error,
                    { 422: 'address_not_precise_enough', 503: 'error_geocode' },
                    'internal_server_error',
                  ),
                )}
                {seen ? ` ${t('installations.address_understood', { address: seen })}` : ''}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.close')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            disabled={text.trim().length < 3}
          >
            {t('installations.save_address')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
