import { type LoginBody, login, loginBody } from '@installer/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import type { MessageKey } from '../../i18n/message-key.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { callApi } from '../../lib/api/client.ts';
import { safeNextPath } from '../../lib/next-path.ts';
import { saveSession, useSession } from '../../lib/session.ts';
import { TextInput } from '../../lib/ui/text-input.tsx';

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
    <Paper
      component="section"
      aria-labelledby="login-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: { xs: 1, sm: 4 } }}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <Typography id="login-title" component="h1" variant="h5">
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary">{t('login.intro')}</Typography>
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
          slotProps={{ input: { inputMode: 'email' } }}
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
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? t('login.hide_password') : t('login.show_password')}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Button type="submit" variant="contained" loading={pending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </Paper>
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
