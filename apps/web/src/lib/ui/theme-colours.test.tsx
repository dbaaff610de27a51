import { describe, expect, it } from 'vitest';
import { applyPrimary } from './theme-colours.ts';

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('the tunnel colour (spec §2, §9)', () => {
  it('colours the page through CSS variables, with text that keeps 4.5:1 on it', () => {
    applyPrimary('#00695c');
    expect(variable('--primary')).toBe('#00695c');
    expect(variable('--on-primary')).toBe('var(--white)');
    // A light tunnel colour gets dark text.
    applyPrimary(' #ffeb3b ');
    expect(variable('--primary')).toBe('#ffeb3b');
    expect(variable('--on-primary')).toBe('var(--text)');
  });

  it("ignores a colour the server sends that is not a hex colour: the theme's own applies", () => {
    applyPrimary('#00695c');
    applyPrimary('red; background: url(x)');
    expect(variable('--primary')).toBe('');
    expect(variable('--on-primary')).toBe('');
  });
});
