import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismiss, type SnackbarMessage } from '../lib/snackbar/snackbar-store.ts';

/** Errors and warnings stay longer than information: they usually ask the installer to act. */
export function SnackbarView({ message }: { message: SnackbarMessage }) {
  const { t } = useTranslation();
  const close = () => dismiss(message.id);
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.type === 'error' || message.type === 'warning' ? 8000 : 5000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      // At the top, just under the sticky app bar: every screen keeps its actions at the bottom (the
      // Back / Next bar of spec §2, the result screen's buttons), where a bottom snackbar sat over them on a
      // phone and took the next tap. Under the bar lie the stepper and the titles, which take no tap.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 80 } }}
    >
      <Alert severity={message.type} variant="filled" onClose={close} sx={{ width: '100%' }}>
        {t(message.key, message.values)}
      </Alert>
    </Snackbar>
  );
}
