import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api/api-error.ts';
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
import { useStopReportLink } from './api/stop-report-link.ts';

/**
 * "Stop the link", confirmed first: whoever holds the report link (the one in the e-mail included) can no
 * longer open the report; the customer still sees it in the space.
 */
export function StopLinkDialog({ idReportLink, onClose }: { idReportLink: number; onClose(): void }) {
  const { t } = useTranslation();
  const stop = useStopReportLink();
  const confirm = () =>
    stop.mutate(idReportLink, {
      onSuccess: () => {
        notify('success', 'space.link_stopped');
        onClose();
      },
    });
  return (
    <Dialog onClose={onClose} dismissible={!stop.isPending}>
      <DialogTitle>{t('space.stop_link_title')}</DialogTitle>
      <DialogContent>
        <DialogDescription>{t('space.stop_link_text')}</DialogDescription>
        {stop.isError ? (
          <Alert severity="error" role="alert">
            {t(stop.error instanceof ApiError ? stop.error.messageKey : 'internal_server_error')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {/* Focus starts on Cancel: Enter on opening never stops the link by mistake. */}
        <Button onClick={onClose} data-autofocus disabled={stop.isPending}>
          {t('space.cancel')}
        </Button>
        <Button colour="error" onClick={confirm} loading={stop.isPending}>
          {t('space.stop_link')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
