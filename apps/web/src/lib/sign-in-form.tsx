import { type LoginBody, loginBody } from '@installer/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { MessageKey } from '../i18n/message-key.ts';
import { ApiError } from './api/api-error.ts';
import { Alert } from './ui/alert.tsx';
import { Button, IconButton } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { HideIcon } from './ui/icons/hide-icon.tsx';
import { ShowIcon } from './ui/icons/show-icon.tsx';
import { Stack } from './ui/stack.tsx';
import { Text } from './ui/text.tsx';
import { TextInput } from './ui/text-input.tsx';

export interface SignInFormProps {
  /** The page's own class for its card (its margins). */
  className: string;
  /** The heading's id, which names the card. */
  titleId: string;
  /** The page's own title and introduction. */
  title: MessageKey;
  intro: MessageKey;
  /** The page's sign-in call is running. */
  pending: boolean;
  /** What that call last threw, null when it did not fail. */
  failed: unknown;
  /** A submit the contract's body accepts: the page makes its own call with it. */
  onSignIn(body: LoginBody): void;
}

/**
 * The card with the e-mail and password form of both sign-ins, the installer's (DESIGN §3) and the customer's
 * (spec §6); each page makes its own call and says its own title. Checked with the contract's `loginBody` once
 * a submit was tried, then at each change (as a form library would), the first refused field focused. The
 * installer's sign-in is the first screen of many visits (docs/decisions/0009-web-start-up.md): this file
 * imports nothing that screen did not load already.
 */
export function SignInForm({ className, titleId, title, intro, pending, failed, onSignIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? fieldErrors(values) : {};
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = loginBody.safeParse(values);
    if (parsed.success) {
      onSignIn(parsed.data);
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
  const failure: MessageKey | null = !failed
    ? null
    : failed instanceof ApiError && failed.status === 401
      ? 'login.invalid_credentials'
      : failed instanceof ApiError
        ? failed.messageKey
        : 'internal_server_error';

  return (
    <Card as="section" variant="raised" aria-labelledby={titleId} className={className}>
      <Stack as="form" noValidate onSubmit={onSubmit}>
        <Text as="h1" variant="h5" id={titleId}>
          {t(title)}
        </Text>
        <Text tone="secondary">{t(intro)}</Text>
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
  const errors: Partial<Record<keyof LoginBody, true>> = {};
  for (const issue of loginBody.safeParse(values).error?.issues ?? []) {
    const [name] = issue.path;
    if (name === 'email' || name === 'password') errors[name] = true;
  }
  return errors;
}
