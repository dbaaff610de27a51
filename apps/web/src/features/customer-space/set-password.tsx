import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Card } from '../../lib/ui/card.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { LinkProblem, linkProblemOf } from './link-problem.tsx';
import { PasswordFields } from './password-fields.tsx';
import { useSetPassword } from './use-set-password.ts';

/** The welcome page's form (spec §6): whose space it is, and its password set. */
export function SetPassword({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const { values, setValues, submitted, pending, failed, passwordRef, confirmRef, onSubmit } =
    useSetPassword(token);

  const problem = linkProblemOf(failed);
  if (problem) return <LinkProblem problem={problem} />;
  return (
    <Card as="section" variant="raised" aria-labelledby="welcome-title" className="space-card">
      <Stack as="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Text as="h1" variant="h5" id="welcome-title">
          {t('space.welcome_title')}
        </Text>
        <Text tone="secondary">{t('space.welcome_intro')}</Text>
        <Text breakAnywhere>
          {t('space.your_email')} <strong>{email}</strong>
        </Text>
        {failed ? (
          <Alert severity="error" role="alert">
            {t(failed instanceof ApiError ? failed.messageKey : 'internal_server_error')}
          </Alert>
        ) : null}
        <PasswordFields
          values={values}
          onChange={setValues}
          showErrors={submitted}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
        />
        <Button type="submit" variant="contained" loading={pending}>
          {t('space.create_space')}
        </Button>
      </Stack>
    </Card>
  );
}
