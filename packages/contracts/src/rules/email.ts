/**
 * spec §5 E-mail: trimmed; word characters, dots or dashes before and after the at sign,
 * then a top-level domain of 2 to 12 letters (spec §9).
 */
export const EMAIL_PATTERN = /^[\w.-]+@[\w.-]+\.[A-Za-z]{2,12}$/;

export type EmailProblem = 'step_1.email_required' | 'email_not_valid';

export function normalizeEmail(value: string): string {
  return value.trim();
}

/** Returns the message key of spec §5 for a bad e-mail, or null when it is valid. */
export function emailProblem(value: string | null | undefined): EmailProblem | null {
  const email = normalizeEmail(value ?? '');
  if (email === '') return 'step_1.email_required';
  return EMAIL_PATTERN.test(email) ? null : 'email_not_valid';
}

export function isValidEmail(value: string | null | undefined): boolean {
  return emailProblem(value) === null;
}
