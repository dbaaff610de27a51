import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { notify } from '../lib/snackbar/snackbar-store.ts';
import { TIMERS_TO_FAKE } from '../test/fake-timers.ts';
import { Dialog, DialogTitle } from '../lib/ui/dialog.tsx';
import { AppSnackbar } from './app-snackbar.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('the snackbar (spec §8)', () => {
  it('shows information 5 s and an error 8 s', async () => {
    vi.useFakeTimers({ toFake: TIMERS_TO_FAKE });
    render(<AppSnackbar />);
    act(() => notify('info', 'no_internet_connection'));
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => notify('error', 'no_internet_connection'));
    await act(() => vi.advanceTimersByTimeAsync(7900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays while the focus is on it, and closes with its button', async () => {
    vi.useFakeTimers({ toFake: TIMERS_TO_FAKE });
    render(<AppSnackbar />);
    act(() => notify('info', 'no_internet_connection'));
    const close = screen.getByRole('button', { name: 'Close the message' });
    act(() => close.focus());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    // Testing Library settles an awaited user-event on a zero timer that only a Jest clock would advance: the
    // tap comes on the real clock, once the held time is proven.
    vi.useRealTimers();
    await userEvent.setup().click(close);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes when the installer leaves the screen it was shown on, not when it is sent before a navigation', () => {
    window.history.replaceState(null, '', '/swap/43');
    render(<AppSnackbar />);
    // Sent just before going to another screen: it is that screen's.
    act(() => {
      notify('success', 'swap.done', { device_number: '10000001' });
      navigate('/result');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Sensor replaced: 10000001 is released.');
    act(() => navigate('/installation'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a newer message replaces the one on screen', async () => {
    render(<AppSnackbar />);
    act(() => notify('error', 'no_internet_connection'));
    act(() => notify('success', 'login.session_expired'));
    expect(await screen.findByRole('alert')).not.toHaveTextContent('No internet connection');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows inside the modal dialog on top, the rest of the page being inert, and back in the page after', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <AppSnackbar />
        <Dialog onClose={() => undefined}>
          <DialogTitle>Share report</DialogTitle>
        </Dialog>
      </>,
    );
    act(() => notify('success', 'share.copied'));
    const dialog = screen.getByRole('dialog', { name: 'Share report' });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('Link copied');
    // Its close button is reachable there.
    await user.click(screen.getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => notify('info', 'no_internet_connection'));
    rerender(<AppSnackbar />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection');
  });
});
