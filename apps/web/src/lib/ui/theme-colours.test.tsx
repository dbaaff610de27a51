import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyPrimary, THEME_COLOURS } from './theme-colours.ts';
import { withKit } from './with-kit.tsx';

function PrimaryColour() {
  return <p>{useTheme().palette.primary.main}</p>;
}

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('the tunnel colour (spec §2, §9)', () => {
  it('colours the page through CSS variables, with text that keeps 4.5:1 on it', () => {
    applyPrimary('#00695c');
    expect(variable('--primary')).toBe('#00695c');
    expect(variable('--on-primary')).toBe('#fff');
    // A light tunnel colour gets dark text, as the kit's contrastThreshold gives its buttons.
    applyPrimary(' #ffeb3b ');
    expect(variable('--primary')).toBe('#ffeb3b');
    expect(variable('--on-primary')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('ignores a colour the server sends that is not a hex colour', () => {
    applyPrimary('#00695c');
    applyPrimary('red; background: url(x)');
    expect(variable('--primary')).toBe(THEME_COLOURS.primary);
  });

  it("gives the kit's parts the same colour, and follows it when it changes", async () => {
    const Probe = await withKit(Promise.resolve(PrimaryColour));
    applyPrimary('#00695c');
    render(<Probe />);
    expect(screen.getByText('#00695c')).toBeInTheDocument();
    act(() => applyPrimary('#6a1b9a'));
    expect(await screen.findByText('#6a1b9a')).toBeInTheDocument();
  });
});
