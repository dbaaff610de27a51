import { LOCALE_TAG, type ReportLink } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import type { MessageKey } from '../../i18n/message-key.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { createReportLink, revokeReportLinks } from './api/report-link.ts';

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
  const create = useMutation({ mutationFn: () => createReportLink(idInstallation) });
  const revoke = useMutation({ mutationFn: () => revokeReportLinks(idInstallation) });
  const asked = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    // One link per opening, even if the effect runs twice.
    if (asked.current) return;
    asked.current = true;
    mutate();
  }, [mutate]);

  const makeNew = () => {
    revoke.reset();
    create.mutate();
  };

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="share-report-title">
      <DialogTitle id="share-report-title">{t('share.title')}</DialogTitle>
      <DialogContent dividers>
        {revoke.isSuccess ? (
          <Alert severity="success" role="status">
            {t('share.revoked')}
          </Alert>
        ) : create.isPending ? (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('share.making')}</Typography>
          </Stack>
        ) : create.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => create.mutate()}>
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
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('share.revoke_failed', { reason: t(messageOf(revoke.error)) })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {revoke.isSuccess ? (
          <Button onClick={makeNew}>{t('share.new_link')}</Button>
        ) : (
          <Button color="error" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            {t('share.stop')}
          </Button>
        )}
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SharedLink({ link }: { link: ReportLink }) {
  const { t } = useTranslation();
  const until = new Date(link.expires_at).toLocaleDateString(LOCALE_TAG[currentLocale()], {
    dateStyle: 'long',
  });
  const canShare = typeof navigator.share === 'function';
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  const share = () => {
    navigator.share({ title: t('report.title'), url: link.url }).catch(() => {
      // Closed without sharing: nothing to say.
    });
  };
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => notify('success', 'share.copied'),
      () => notify('error', 'share.copy_failed'),
    );
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('share.intro')}</Typography>
      <TextField
        label={t('share.link_label')}
        value={link.url}
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
          },
        }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canShare && (
          <Button variant="contained" onClick={share}>
            {t('share.share')}
          </Button>
        )}
        {canCopy && (
          <Button variant={canShare ? 'outlined' : 'contained'} onClick={copy}>
            {t('share.copy')}
          </Button>
        )}
        <Button href={link.url} target="_blank" rel="noopener noreferrer">
          {t('share.open')}
        </Button>
      </Stack>
      <Alert severity="info">{t('share.anyone_until', { date: until })}</Alert>
    </Stack>
  );
}
