import { describe, expect, it } from 'vitest';
import { emailProblem, isValidEmail } from './email.ts';

// spec §5 E-mail: trimmed; word characters, dots or dashes around the at sign; a TLD of 2 to 12 letters.
describe('e-mail rule (spec §5)', () => {
  it('accepts the demo addresses and ordinary ones, trimmed', () => {
    for (const email of [
      'client@demo.test',
      ' incomplete@demo.test ',
      'first.last-name@sub.domain.fr',
      'a_b@c.io',
      'x@y.abcdefghijkl',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('requires a value', () => {
    expect(emailProblem('')).toBe('step_1.email_required');
    expect(emailProblem('   ')).toBe('step_1.email_required');
    expect(emailProblem(undefined)).toBe('step_1.email_required');
  });

  it('refuses what the rule excludes', () => {
    for (const email of [
      'no-at-sign.test',
      'two@@demo.test',
      'space in@demo.test',
      'plus+tag@demo.test',
      'x@demo.t',
      'x@demo.abcdefghijklm',
      'x@demo.c0m',
      'x@demo',
      '@demo.test',
    ]) {
      expect(emailProblem(email), email).toBe('email_not_valid');
    }
  });
});
