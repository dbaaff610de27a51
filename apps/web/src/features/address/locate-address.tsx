import { useTranslation } from '../../i18n/use-translation.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { LocateIcon } from '../../lib/ui/icons/locate-icon.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import './address-block.css';
import type { PickerActivity } from './place-picker-types.ts';

export interface LocateAddressProps {
  activity: PickerActivity;
  denied: boolean;
  onLocate(): void;
}

/** spec §2 Address block mode 3: the browser's position, reverse-geocoded; the button tries again. */
export function LocateAddress({ activity, denied, onLocate }: LocateAddressProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={1.5}>
      {/* spec §8: a refused location is an alert; it stays until the installer tries again. */}
      {denied ? (
        <Alert severity="warning" role="alert">
          {t('refuse_localisation')}
        </Alert>
      ) : null}
      {activity ? (
        <Stack direction="row" gap={1} align="center" role="status">
          <Spinner size={20} />
          <Text variant="body2">{t(activity === 'locating' ? 'address.locating' : 'address.geocoding')}</Text>
        </Stack>
      ) : null}
      <Button
        variant="outlined"
        className="address-action"
        startIcon={<LocateIcon />}
        onClick={onLocate}
        disabled={activity !== null}
      >
        {t('address.locate_again')}
      </Button>
    </Stack>
  );
}
