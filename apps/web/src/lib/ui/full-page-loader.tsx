import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** spec §2: the loader shown until the display options have loaded; also the fallback of lazy routes. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
