import type { LoginBody } from '@installer/contracts';
import { useState } from 'react';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import { callApi } from '../../lib/api/client.ts';
import { safeNextPath } from '../../lib/next-path.ts';
import { saveSession, useSession } from '../../lib/session.ts';
import { SignInForm } from '../../lib/sign-in-form.tsx';
import './login-page.css';

/** DESIGN §3 sign-in; after it the installer is sent back where a 401 (or the guard) took them from. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [, navigate] = useLocation();
  const session = useSession();
  // One call, its pending flag and its failure: the sign-in screen does without TanStack Query, which loads
  // with the wizard (docs/decisions/0009-web-start-up.md).
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const signIn = async (body: LoginBody) => {
    setPending(true);
    setFailed(null);
    try {
      const { data } = await callApi('login', { body });
      saveSession(data);
      navigate(next, { replace: true });
    } catch (error) {
      setFailed(error);
    } finally {
      setPending(false);
    }
  };

  if (session && !pending) return <Redirect to={next} replace />;

  return (
    <SignInForm
      className="login"
      titleId="login-title"
      title="login.title"
      intro="login.intro"
      pending={pending}
      failed={failed}
      onSignIn={(body) => void signIn(body)}
    />
  );
}
