import { LOCALE_TAG, type ReportLink } from '@installer/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button, ButtonLink } from '../../lib/ui/button.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';

/** The link made for the customer: shown whole, to share, copy or open, with the day it stops working. */
export function SharedLink({ link }: { link: ReportLink }) {
  const { t } = useTranslation();
  const until = new Date(link.expires_at).toLocaleDateString(LOCALE_TAG[currentLocale()], {
    dateStyle: 'long',
  });
  const canShare = typeof navigator.share === 'function';
  const canCopy = typeof navigator.clipboard?.writeText === 'function';
  const share = () => {
    navigator.share({ title: t('report.title'), url: link.url }).catch(() => {
      // Closed without sharing: nothing to say.
    });
  };
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => notify('success', 'share.copied'),
      () => notify('error', 'share.copy_failed'),
    );
  };
  return (
    <Stack>
      <Text>{t('share.intro')}</Text>
      <TextInput
        label={t('share.link_label')}
        value={link.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Stack direction="row" gap={1} wrap>
        {canShare && (
          <Button variant="contained" onClick={share}>
            {t('share.share')}
          </Button>
        )}
        {canCopy && (
          <Button variant={canShare ? 'outlined' : 'contained'} onClick={copy}>
            {t('share.copy')}
          </Button>
        )}
        <ButtonLink href={link.url} target="_blank" rel="noopener noreferrer">
          {t('share.open')}
        </ButtonLink>
      </Stack>
      <Alert severity="info" role="alert">
        {t('share.anyone_until', { date: until })}
      </Alert>
    </Stack>
  );
}
