import { type LoginBody, loginBody } from '@installer/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import type { MessageKey } from '../../i18n/message-key.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { Alert } from '../../lib/ui/alert.tsx';
import { Button, IconButton } from '../../lib/ui/button.tsx';
import { Card } from '../../lib/ui/card.tsx';
import { HideIcon } from '../../lib/ui/icons/hide-icon.tsx';
import { ShowIcon } from '../../lib/ui/icons/show-icon.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { TextInput } from '../../lib/ui/text-input.tsx';
import { signIn } from './api/sign-in.ts';
import { saveCustomerSession, useCustomerSession } from './customer-session.ts';
import './customer-space.css';

/** `/space/sign-in`: the customer signs in with the e-mail and the password they set from the welcome link. */
export function SignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useCustomerSession();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [shown, setShown] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const errors = submitted ? fieldErrors(values) : {};

  if (session && !pending) return <Redirect to="/space" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = loginBody.safeParse(values);
    if (!parsed.success) {
      const invalid = (['email', 'password'] as const).find((name) => fieldErrors(values)[name]);
      if (invalid) fields[invalid].current?.focus();
      return;
    }
    setPending(true);
    setFailed(null);
    try {
      saveCustomerSession(await signIn(parsed.data.email, parsed.data.password));
      navigate('/space', { replace: true });
    } catch (error) {
      setFailed(error);
      setPending(false);
    }
  };
  const field = (name: keyof LoginBody) => ({
    name,
    value: values[name],
    inputRef: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const failure: MessageKey | null = !failed
    ? null
    : failed instanceof ApiError && failed.status === 401
      ? 'login.invalid_credentials'
      : failed instanceof ApiError
        ? failed.messageKey
        : 'internal_server_error';

  return (
    <Card as="section" variant="raised" aria-labelledby="space-sign-in-title" className="space-card">
      <Stack as="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Text as="h1" variant="h5" id="space-sign-in-title">
          {t('space.sign_in_title')}
        </Text>
        <Text tone="secondary">{t('space.sign_in_intro')}</Text>
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
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password ? t('login.password_required') : ' '}
          required
          endAdornment={
            <IconButton
              onClick={() => setShown((current) => !current)}
              label={shown ? t('login.hide_password') : t('login.show_password')}
              edge="end"
            >
              {shown ? <HideIcon /> : <ShowIcon />}
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

/** Which fields the contract's sign-in body refuses (both are required). */
function fieldErrors(values: LoginBody): Partial<Record<keyof LoginBody, true>> {
  const errors: Partial<Record<keyof LoginBody, true>> = {};
  for (const issue of loginBody.safeParse(values).error?.issues ?? []) {
    const [name] = issue.path;
    if (name === 'email' || name === 'password') errors[name] = true;
  }
  return errors;
}
