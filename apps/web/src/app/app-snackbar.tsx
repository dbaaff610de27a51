import { useSnackbar } from '../lib/snackbar/snackbar-store.ts';
import { SnackbarView } from './snackbar-view.tsx';

/** The single snackbar of spec §8: a new message is a new snackbar (its own time, its entrance). */
export function AppSnackbar() {
  const message = useSnackbar();
  return message ? <SnackbarView key={message.id} message={message} /> : null;
}
