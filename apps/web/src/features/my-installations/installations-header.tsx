import { useTranslation } from '../../i18n/use-translation.ts';
import { IconButton } from '../../lib/ui/button.tsx';
import { RefreshIcon } from '../../lib/ui/icons/refresh-icon.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';

/** The page's title, and the way to ask the server again (off while it is asked). */
export function InstallationsHeader({ refreshing, onRefresh }: { refreshing: boolean; onRefresh(): void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" align="center" justify="between">
      <Text as="h1" variant="h5">
        {t('installations.title')}
      </Text>
      <IconButton
        label={t('installations.refresh')}
        title={t('installations.refresh')}
        onClick={onRefresh}
        disabled={refreshing}
      >
        <RefreshIcon />
      </IconButton>
    </Stack>
  );
}
