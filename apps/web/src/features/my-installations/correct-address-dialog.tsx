import { useTranslation } from '../../i18n/use-translation.ts';
import { messageForStatus } from '../../lib/api/api-error.ts';
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
import { useCorrectAddress } from './use-correct-address.ts';

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
  const { text, setText, submit, save, refused, seen } = useCorrectAddress(idInstallation, onClose);

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
