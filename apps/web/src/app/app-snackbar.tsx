import { createPortal } from 'react-dom';
import { useSnackbar } from '../lib/snackbar/snackbar-store.ts';
import { useTopModal } from '../lib/ui/modal-layer.ts';
import { SnackbarView } from './snackbar-view.tsx';

/**
 * The single snackbar of spec §8: a new message is a new snackbar (its own time, its entrance). While a modal
 * dialog is open the rest of the page is inert, hidden from the screen reader and under the dialog's backdrop:
 * the snackbar is shown inside the dialog on top then, so that it is seen, heard and can be closed.
 */
export function AppSnackbar() {
  const message = useSnackbar();
  const modal = useTopModal();
  if (!message) return null;
  const view = <SnackbarView key={message.id} message={message} />;
  return modal ? createPortal(view, modal) : view;
}
