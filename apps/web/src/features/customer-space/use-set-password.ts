import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { acceptInvitation } from './api/accept-invitation.ts';
import { saveCustomerSession } from './customer-session.ts';
import { type NewPassword, newPasswordProblems } from './password-fields.tsx';

/**
 * The customer's new password on the welcome page (spec §6): checked on submit, the first field at fault
 * focused, the invitation accepted with it and the space opened with the session it gives.
 */
export function useSetPassword(token: string) {
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

  return { values, setValues, submitted, pending, failed, passwordRef, confirmRef, onSubmit };
}
