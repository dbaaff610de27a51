import { useTranslation } from '../../i18n/use-translation.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '../../lib/ui/dialog.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { SharedLink } from './shared-link.tsx';
import { useReportLink } from './use-report-link.ts';

const messageOf = (error: unknown): MessageKey =>
  error instanceof ApiError ? error.messageKey : 'internal_server_error';

/**
 * "Share report": a new link to the handover report, made when the dialog opens (docs/decisions/0008-report-
 * links.md): to copy, to hand over with the phone's share sheet, or to open; with how long it works and the
 * way to stop every link to this report at once.
 */
export default function ShareReportDialog({
  idInstallation,
  onClose,
}: {
  idInstallation: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { create, revoke, makeNew } = useReportLink(idInstallation);

  return (
    <Dialog onClose={onClose}>
      <DialogTitle>{t('share.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack>
          {revoke.isSuccess ? (
            <Alert severity="success" role="status">
              {t('share.revoked')}
            </Alert>
          ) : create.isPending ? (
            <Stack direction="row" align="center" role="status">
              <Spinner size={24} />
              <Text>{t('share.making')}</Text>
            </Stack>
          ) : create.isError ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button colour="inherit" onClick={() => create.mutate()}>
                  {t('app.retry')}
                </Button>
              }
            >
              {t(messageOf(create.error))}
            </Alert>
          ) : create.data ? (
            <SharedLink link={create.data} />
          ) : null}
          {revoke.isError && (
            <Alert severity="error" role="alert">
              {t('share.revoke_failed', { reason: t(messageOf(revoke.error)) })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {revoke.isSuccess ? (
          <Button onClick={makeNew}>{t('share.new_link')}</Button>
        ) : (
          <Button colour="error" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            {t('share.stop')}
          </Button>
        )}
        {/* Focus starts here: Enter on opening closes, it never stops the sharing by mistake. */}
        <Button onClick={onClose} data-autofocus>
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
