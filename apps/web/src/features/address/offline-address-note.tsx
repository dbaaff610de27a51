import { LOCALE_TAG } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { formatCoordinate } from '../../lib/format-value.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { useOnline } from '../../lib/use-online.ts';
import { type AddressValue, addressKind } from './address-value.ts';

/**
 * Which way the address is given when the phone cannot geocode (docs/decisions/0012-offline-priming.md), in
 * plain sight before Next: a saved address as kept on the phone, the address as typed, or the position alone;
 * the last two are completed by the server when the installation is sent.
 */
export function OfflineAddressNote({ value }: { value: AddressValue }) {
  const { t } = useTranslation();
  const tag = LOCALE_TAG[currentLocale()];
  const online = useOnline();
  const kind = addressKind(value);
  let text: string | null = null;
  if (kind === 'saved' && !online) text = t('address.saved_on_phone');
  if (kind === 'typed' && value.typed_address?.trim()) text = t('address.typed_kept');
  if (kind === 'position' && value.position) {
    text = t('address.position_kept', {
      lat: formatCoordinate(value.position.lat, tag),
      lon: formatCoordinate(value.position.lon, tag),
    });
  }
  if (text === null) return null;
  return (
    <Alert severity="info" role="status" data-testid="offline-address">
      {text}
    </Alert>
  );
}
