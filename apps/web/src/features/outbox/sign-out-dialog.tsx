import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { flushOutbox, outboxItems } from './outbox.ts';
import { Button } from '../../lib/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../lib/ui/dialog.tsx';

/**
 * Sign-out with items not sent yet (docs/decisions/0002-outbox.md): send them now, or keep them on this phone
 * for this installer only; another installer signing in here neither sees nor sends them. Loaded with the
 * outbox, when the sign-out finds something waiting.
 */
export default function SignOutDialog({
  unsent,
  onSignOut,
  onClose,
}: {
  /** The installer's items still in the queue when they asked to sign out. */
  unsent: number;
  /** Signs out; `kept` is how many items stay on the phone for this installer. */
  onSignOut(kept: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(unsent);
  const [tried, setTried] = useState(false);
  const sendNow = async () => {
    setSending(true);
    await flushOutbox();
    const remaining = outboxItems().length;
    setSending(false);
    if (remaining === 0) onSignOut(0);
    else {
      setLeft(remaining);
      setTried(true);
    }
  };
  return (
    <Dialog onClose={onClose} dismissible={!sending}>
      <DialogTitle>{t('outbox.sign_out_title')}</DialogTitle>
      <DialogContent>
        <DialogDescription>
          {t(tried ? 'outbox.sign_out_still_unsent' : 'outbox.sign_out_unsent', { count: left })}
        </DialogDescription>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('outbox.sign_out_cancel')}
        </Button>
        <Button onClick={() => onSignOut(left)} disabled={sending}>
          {t('outbox.sign_out_keep')}
        </Button>
        <Button variant="contained" onClick={() => void sendNow()} loading={sending}>
          {t('outbox.send_now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
