import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';

/**
 * An installer's account on an office screen (decision 0022): said in words, with the way back to
 * the installer's own screens. The API answers 403 `office_only` to every office call anyway.
 */
export function NotForAccount() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Stack>
      <Text as="h1" variant="h5">
        {t('office.not_for_account_title')}
      </Text>
      <Alert severity="info">{t('office.not_for_account')}</Alert>
      <Button variant="outlined" onClick={() => navigate('/jobs')}>
        {t('jobs.title')}
      </Button>
    </Stack>
  );
}
