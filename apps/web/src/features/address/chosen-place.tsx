import { type GeocodedPlace, isPlaceValid } from '@installer/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlaceIcon } from '../../lib/ui/icons/place-icon.tsx';
import type { ImprecisePlace } from './address-value.ts';

/** The place modes 2 and 3 will save, and whether spec §5 accepts it, in plain sight before Next. */
export function ChosenPlace({ place, imprecise }: { place: GeocodedPlace; imprecise: ImprecisePlace }) {
  const { t } = useTranslation();
  const valid = isPlaceValid(place);
  return (
    <Alert
      severity={valid ? 'success' : 'warning'}
      icon={<PlaceIcon />}
      variant="outlined"
      // A result to read, not an emergency: the problem itself was already announced by the snackbar.
      role="status"
      data-testid="chosen-place"
    >
      <AlertTitle>{t('address.chosen')}</AlertTitle>
      <Typography variant="body2" component="p">
        {place.formatted_address}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('address.coordinates', { lat: place.latitude.toFixed(5), lon: place.longitude.toFixed(5) })}
      </Typography>
      {valid ? null : (
        <Typography variant="body2" component="p" sx={{ mt: 1, fontWeight: 500 }}>
          {t(imprecise)}
        </Typography>
      )}
    </Alert>
  );
}
