import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocateIcon } from '../../lib/ui/icons/locate-icon.tsx';
import type { PickerActivity } from './use-place-picker.ts';

export interface LocateAddressProps {
  activity: PickerActivity;
  denied: boolean;
  onLocate(): void;
}

/** spec §2 Address block mode 3: the browser's position, reverse-geocoded; the button tries again. */
export function LocateAddress({ activity, denied, onLocate }: LocateAddressProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {/* spec §8: a refused location is an alert; it stays until the installer tries again. */}
      {denied ? (
        <Alert severity="warning" role="alert">
          {t('refuse_localisation')}
        </Alert>
      ) : null}
      {activity ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">
            {t(activity === 'locating' ? 'address.locating' : 'address.geocoding')}
          </Typography>
        </Stack>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<LocateIcon />}
        onClick={onLocate}
        disabled={activity !== null}
        sx={{ alignSelf: 'flex-start', minHeight: 48 }}
      >
        {t('address.locate_again')}
      </Button>
    </Stack>
  );
}
