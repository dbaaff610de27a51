import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismiss, useSnackbar } from './snackbar-store.ts';

/** The single snackbar of spec §8; errors stay longer than information. */
export function AppSnackbar() {
  const message = useSnackbar();
  const { t } = useTranslation();
  if (!message) return null;
  const close = () => dismiss(message.id);
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.type === 'error' || message.type === 'warning' ? 8000 : 5000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={message.type} variant="filled" onClose={close} sx={{ width: '100%' }}>
        {t(message.key, message.values)}
      </Alert>
    </Snackbar>
  );
}
