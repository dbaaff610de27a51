import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password.ts';

// docs/decisions/0021-customer-space.md: at least 10 characters, at most 200, not all one character.
describe('password rule', () => {
  it('accepts a password of the bounds and between', () => {
    expect(passwordProblem('demo-client')).toBeNull();
    expect(passwordProblem(`${'a'.repeat(PASSWORD_MIN_LENGTH - 1)}b`)).toBeNull();
    expect(passwordProblem('ab'.repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });

  it('refuses a password shorter than the minimum, counting characters rather than UTF-16 units', () => {
    expect(passwordProblem('')).toBe('password_too_short');
    expect(passwordProblem('abcdefghi')).toBe('password_too_short');
    // Nine emoji are eighteen UTF-16 units but nine characters.
    expect(passwordProblem('🔑🔒🔓🗝🔐🔏🛡🧷🪪')).toBe('password_too_short');
  });

  it('refuses a password longer than the maximum', () => {
    expect(passwordProblem(`${'ab'.repeat(PASSWORD_MAX_LENGTH / 2)}c`)).toBe('password_too_long');
  });

  it('refuses one character repeated, whatever the length', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBe('password_one_character');
    expect(passwordProblem('0'.repeat(50))).toBe('password_one_character');
    expect(passwordProblem('🔑'.repeat(12))).toBe('password_one_character');
  });
});
