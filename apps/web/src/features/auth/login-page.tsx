import { type LoginBody, login, loginBody } from '@installer/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import type { MessageKey } from '../../i18n/message-key.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { callApi } from '../../lib/api/client.ts';
import { safeNextPath } from '../../lib/next-path.ts';
import { saveSession, useSession } from '../../lib/session.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button, IconButton } from '../../lib/ui/button.tsx';
import { Card } from '../../lib/ui/card.tsx';
import { HideIcon } from '../../lib/ui/icons/hide-icon.tsx';
import { ShowIcon } from '../../lib/ui/icons/show-icon.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';
import './login-page.css';

/** DESIGN §3 sign-in; after it the installer is sent back where a 401 (or the guard) took them from. */
export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [, navigate] = useLocation();
  const session = useSession();
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  // Checked with the contract's schema once a submit was tried, then at each change (as a form library would).
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? fieldErrors(values) : {};
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // One call, its pending flag and its failure: the sign-in screen does without TanStack Query, which loads
  // with the wizard (docs/decisions/0009-web-start-up.md).
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const signIn = async (body: LoginBody) => {
    setPending(true);
    setFailed(null);
    try {
      const { data } = await callApi(login, { body });
      saveSession(data);
      navigate(next, { replace: true });
    } catch (error) {
      setFailed(error);
    } finally {
      setPending(false);
    }
  };

  if (session && !pending) return <Redirect to={next} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = loginBody.safeParse(values);
    if (parsed.success) {
      void signIn(parsed.data);
      return;
    }
    const invalid = (['email', 'password'] as const).find((name) => fieldErrors(values)[name]);
    if (invalid) fields[invalid].current?.focus();
  };
  const field = (name: keyof LoginBody) => ({
    name,
    value: values[name],
    inputRef: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const failure: MessageKey | null = failed
    ? failed instanceof ApiError && failed.status === 401
      ? 'login.invalid_credentials'
      : failed instanceof ApiError
        ? failed.messageKey
        : 'internal_server_error'
    : null;

  return (
    <Card as="section" variant="raised" aria-labelledby="login-title" className="login">
      <Stack as="form" noValidate onSubmit={onSubmit}>
        <Text as="h1" variant="h5" id="login-title">
          {t('login.title')}
        </Text>
        <Text tone="secondary">{t('login.intro')}</Text>
        {failure ? (
          <Alert severity="error" role="alert">
            {t(failure)}
          </Alert>
        ) : null}
        <TextInput
          {...field('email')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={Boolean(errors.email)}
          helperText={errors.email ? t('login.email_required') : ' '}
          required
        />
        <TextInput
          {...field('password')}
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password ? t('login.password_required') : ' '}
          required
          endAdornment={
            <IconButton
              onClick={() => setShowPassword((shown) => !shown)}
              label={showPassword ? t('login.hide_password') : t('login.show_password')}
              edge="end"
            >
              {showPassword ? <HideIcon /> : <ShowIcon />}
            </IconButton>
          }
        />
        <Button type="submit" variant="contained" loading={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Which fields the contract's sign-in body refuses (DESIGN §3: both are required). */
function fieldErrors(values: LoginBody): Partial<Record<keyof LoginBody, true>> {
  const parsed = loginBody.safeParse(values);
  const errors: Partial<Record<keyof LoginBody, true>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const [name] = issue.path;
    if (name === 'email' || name === 'password') errors[name] = true;
  }
  return errors;
}
