import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { dismiss, type SnackbarMessage } from '../lib/snackbar/snackbar-store.ts';
import { Alert } from '../lib/ui/alert.tsx';
import { IconButton } from '../lib/ui/button.tsx';
import { CloseIcon } from '../lib/ui/icons/close-icon.tsx';
import './snackbar-view.css';

/** Errors and warnings stay longer than information: they usually ask the installer to act. */
function shownFor(message: SnackbarMessage): number {
  return message.type === 'error' || message.type === 'warning' ? 8000 : 5000;
}

/**
 * The single snackbar of spec §8, made of the app's own components: it is part of the shell, so the message
 * that the signal is gone shows at once, even before the service worker holds any other chunk. The time it
 * stays waits while the installer's finger or focus is on it, as in Material's snackbar.
 */
export function SnackbarView({
  message,
  overModal = false,
}: {
  message: SnackbarMessage;
  /** Inside the modal dialog on top (app-snackbar.tsx): over it, since the page under it is out of reach. */
  overModal?: boolean;
}) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  const close = () => dismiss(message.id);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismiss(message.id), shownFor(message));
    return () => window.clearTimeout(timer);
  }, [message, held]);
  return (
    // At the top, just under the sticky app bar: every screen keeps its actions at the bottom (the Back / Next
    // bar of spec §2, the result screen's buttons), where a bottom snackbar sat over them on a phone and took
    // the next tap. In the page's flow rather than over it: the stepper and the titles under the bar move down
    // while it shows instead of being covered by the message (which often repeats them).
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only hold the timer; the close button is the control.
    <div
      className={overModal ? 'snackbar snackbar-over-modal' : 'snackbar'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Alert
        severity={message.type}
        variant="filled"
        role="alert"
        action={
          <IconButton label={t('app.close_message')} onClick={close}>
            <CloseIcon />
          </IconButton>
        }
      >
        {t(message.key, message.values)}
      </Alert>
    </div>
  );
}
