import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { discardItem, flushOutbox } from './outbox.ts';
import type { OutboxItem } from './outbox-item.ts';
import { takeBackForCorrection } from './take-back.ts';

/**
 * The result screen while its installation is not on the server yet (docs/decisions/0002-outbox.md): kept on the phone and sent
 * when the connection returns (the first measurement is awaited after that); or refused, with the way back
 * to the form to correct it.
 */
export function QueuedInstallation({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  if (item.state === 'rejected') {
    const correct = async () => {
      await takeBackForCorrection(item);
      navigate('/installation');
    };
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>{t('outbox.installation_refused')}</AlertTitle>
        {item.error ? t(item.error.message_key) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" color="error" onClick={() => void correct()}>
            {t('outbox.correct')}
          </Button>
          <Button color="inherit" onClick={() => void discardItem(item.seq)}>
            {t('outbox.discard')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" onClick={() => void flushOutbox()}>
          {t('outbox.send_now')}
        </Button>
      }
    >
      <AlertTitle>{t('outbox.installation_saved')}</AlertTitle>
      {t('outbox.installation_saved_detail')}
      <CheckedOnSending item={item} />
    </Alert>
  );
}

/**
 * What the phone could not check without signal and the server checks when the installation arrives
 * (docs/decisions/0007-offline-installations-checked-on-sending.md): the e-mail typed at step 1, and an
 * address kept as typed or as a position.
 */
function CheckedOnSending({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  if (item.call.kind !== 'installation') return null;
  const { body } = item.call;
  const email = 'client_email' in body ? body.client_email : undefined;
  const domicile = 'asset' in body ? body.asset.domicile : body.domicile;
  const geocoded = 'mode' in domicile && (domicile.mode === 'typed' || domicile.mode === 'coordinates');
  if (!email && !geocoded) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {email ? <li>{t('outbox.check_email', { email })}</li> : null}
      {geocoded ? <li>{t('outbox.check_address')}</li> : null}
    </Box>
  );
}
