import { invitationToken } from '@installer/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { changeLocale, currentLocale, readerLocale } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button } from '../../lib/ui/button.tsx';
import { Card } from '../../lib/ui/card.tsx';
import { Spinner } from '../../lib/ui/spinner.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { acceptInvitation } from './api/accept-invitation.ts';
import { useInvitation } from './api/use-invitation.ts';
import { saveCustomerSession } from './customer-session.ts';
import { LinkProblem, linkProblemOf } from './link-problem.tsx';
import { type NewPassword, newPasswordProblems, PasswordFields } from './password-fields.tsx';
import { takeWelcomeToken } from './welcome-token.ts';
import './customer-space.css';

/**
 * `/space/welcome#<token>`: the registration mail's link (spec §6 the customer's personal space). Shows whose
 * space it is, in the customer's language (the language menu stays), and sets its password; then the space.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const [taken] = useState(takeWelcomeToken);
  // A token that is not one (a link cut short by a mail reader) opens nothing, as an unknown one: no call.
  const token = invitationToken.safeParse(taken).success ? taken : null;
  const invitation = useInvitation(token);
  const locale = invitation.data?.locale;
  const switched = useRef(false);

  useEffect(() => {
    // The customer's own language (their browser's, or one chosen here before) when it is one of ours: the
    // invitation's is the installer's app's, a guess, taken only for a reader of none of ours. Once: a language
    // the customer then picks from the menu stays theirs.
    if (locale && !switched.current) {
      switched.current = true;
      const language = readerLocale() ?? locale;
      if (language !== currentLocale()) void changeLocale(language);
    }
  }, [locale]);

  if (token === null) return <LinkProblem problem="unknown" />;
  const problem = linkProblemOf(invitation.error);
  if (problem) return <LinkProblem problem={problem} />;
  if (invitation.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button colour="inherit" onClick={() => void invitation.refetch()}>
            {t('app.retry')}
          </Button>
        }
      >
        {t(invitation.error instanceof ApiError ? invitation.error.messageKey : 'internal_server_error')}
      </Alert>
    );
  }
  if (!invitation.data) {
    return (
      <Stack direction="row" align="center" role="status" className="space-loading">
        <Spinner size={24} />
        <Text>{t('space.checking_link')}</Text>
      </Stack>
    );
  }
  if (invitation.data.has_password) return <LinkProblem problem="registered" />;
  return <SetPassword token={token} email={invitation.data.email} />;
}

function SetPassword({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<NewPassword>({ password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = newPasswordProblems(values);
    if (problems.password) return passwordRef.current?.focus();
    if (problems.confirm) return confirmRef.current?.focus();
    setPending(true);
    setFailed(null);
    try {
      saveCustomerSession(await acceptInvitation(token, values.password));
      navigate('/space', { replace: true });
    } catch (error) {
      setFailed(error);
      setPending(false);
    }
  };

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
