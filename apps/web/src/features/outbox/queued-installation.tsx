import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { discardItem, flushOutbox } from './outbox.ts';
import type { OutboxItem } from './outbox-item.ts';
import './queued-installation.css';
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
      <Alert severity="error" role="alert" title={t('outbox.installation_refused')}>
        {item.error ? t(item.error.message_key) : null}
        <Stack direction="row" gap={1} wrap className="queued-installation-choices">
          <Button variant="contained" colour="error" onClick={() => void correct()}>
            {t('outbox.correct')}
          </Button>
          <Button colour="inherit" onClick={() => void discardItem(item.seq)}>
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
      title={t('outbox.installation_saved')}
      action={
        <Button colour="inherit" onClick={() => void flushOutbox()}>
          {t('outbox.send_now')}
        </Button>
      }
    >
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
    <ul className="queued-installation-checks">
      {email ? <li>{t('outbox.check_email', { email })}</li> : null}
      {geocoded ? <li>{t('outbox.check_address')}</li> : null}
    </ul>
  );
}
