import { type GeocodedPlace, isPlaceValid, LOCALE_TAG } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatCoordinate } from '../../lib/format-value.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import type { ImprecisePlace } from './address-value.ts';

/** The place modes 2 and 3 will save, and whether spec §5 accepts it, in plain sight before Next. */
export function ChosenPlace({ place, imprecise }: { place: GeocodedPlace; imprecise: ImprecisePlace }) {
  const { t } = useTranslation();
  const tag = LOCALE_TAG[currentLocale()];
  const valid = isPlaceValid(place);
  return (
    <Alert
      severity={valid ? 'success' : 'warning'}
      title={t('address.chosen')}
      // A result to read, not an emergency: the problem itself was already announced by the snackbar.
      role="status"
      data-testid="chosen-place"
    >
      <Stack gap={0.5}>
        <Text variant="body2">{place.formatted_address}</Text>
        <Text variant="caption" as="p" tone="secondary">
          {t('address.coordinates', {
            lat: formatCoordinate(place.latitude, tag),
            lon: formatCoordinate(place.longitude, tag),
          })}
        </Text>
        {valid ? null : (
          <Text variant="body2" weight="medium">
            {t(imprecise)}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
