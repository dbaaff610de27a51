import { useTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyPrimary } from './theme-colours.ts';
import { withKit } from './with-kit.tsx';

function PrimaryColour() {
  return <p>{useTheme().palette.primary.main}</p>;
}

describe("the UI kit's theme, while screens still use it", () => {
  it('takes the tunnel colour, and follows it when it changes', async () => {
    const Probe = await withKit(Promise.resolve(PrimaryColour));
    applyPrimary('#00695c');
    render(<Probe />);
    expect(screen.getByText('#00695c')).toBeInTheDocument();
    act(() => applyPrimary('#6a1b9a'));
    expect(await screen.findByText('#6a1b9a')).toBeInTheDocument();
    act(() => applyPrimary(null));
    expect(await screen.findByText('#1565c0')).toBeInTheDocument();
  });
});
