import type { LoginBody } from '@installer/contracts';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { SignInForm } from '../../lib/sign-in-form.tsx';
import { signIn } from './api/sign-in.ts';
import { saveCustomerSession, useCustomerSession } from './customer-session.ts';
import './customer-space.css';

/** `/space/sign-in`: the customer signs in with the e-mail and the password they set from the welcome link. */
export function SignInPage() {
  const [, navigate] = useLocation();
  const session = useCustomerSession();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);

  if (session && !pending) return <Redirect to="/space" replace />;

  const submit = async ({ email, password }: LoginBody) => {
    setPending(true);
    setFailed(null);
    try {
      saveCustomerSession(await signIn(email, password));
      navigate('/space', { replace: true });
    } catch (error) {
      setFailed(error);
      setPending(false);
    }
  };

  return (
    <SignInForm
      className="space-card"
      titleId="space-sign-in-title"
      title="space.sign_in_title"
      intro="space.sign_in_intro"
      pending={pending}
      failed={failed}
      onSignIn={(body) => void submit(body)}
    />
  );
}
