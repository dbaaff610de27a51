/**
 * The password rule of every account that sets one (docs/decisions/0021-customer-space.md): the customer's
 * personal space today, installers if they ever set theirs. At least PASSWORD_MIN_LENGTH characters, at
 * most PASSWORD_MAX_LENGTH (scrypt hashes whatever it gets: a bound keeps a huge body from costing the
 * server), and not one character repeated, the one trivially guessed password a length rule lets through.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_one_character';

/** The message key of the first rule a password breaks, or null when it is acceptable. */
export function passwordProblem(value: string): PasswordProblem | null {
  // Counted in code points, so an emoji is one character on both sides, as a person counts it.
  const characters = [...value];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  if (characters.every((character) => character === characters[0])) return 'password_one_character';
  return null;
}
