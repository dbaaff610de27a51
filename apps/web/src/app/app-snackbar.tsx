import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { dismiss, useSnackbar } from '../lib/snackbar/snackbar-store.ts';
import { useTopModal } from '../lib/ui/modal-layer.ts';
import { SnackbarView } from './snackbar-view.tsx';

/**
 * A message belongs to the screen it was first shown on: leaving that screen (another route) takes it away,
 * so that it never speaks over the next screen, where it no longer means anything (a swap's message at step 2
 * of the next installation). A message sent just before a navigation is first shown on the screen it
 * navigates to, and stays there.
 */
function useGoneWithItsScreen(id: number | null): void {
  const [pathname] = useLocation();
  const shownOn = useRef<{ id: number; pathname: string } | null>(null);
  useEffect(() => {
    if (id === null) return;
    if (shownOn.current?.id !== id) shownOn.current = { id, pathname };
    else if (shownOn.current.pathname !== pathname) dismiss(id);
  }, [id, pathname]);
}

/**
 * The single snackbar of spec §8: a new message is a new snackbar (its own time, its entrance). While a modal
 * dialog is open the rest of the page is inert, hidden from the screen reader and under the dialog's backdrop:
 * the snackbar is shown inside the dialog on top then, so that it is seen, heard and can be closed.
 */
export function AppSnackbar() {
  const message = useSnackbar();
  const modal = useTopModal();
  useGoneWithItsScreen(message?.id ?? null);
  if (!message) return null;
  if (modal) return createPortal(<SnackbarView key={message.id} message={message} overModal />, modal);
  return <SnackbarView key={message.id} message={message} />;
}
