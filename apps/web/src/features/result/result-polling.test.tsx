import { FIRST_EMISSION_POLL_MS } from '@installer/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS_TO_FAKE } from '../../test/fake-timers.ts';
import { emission, resultParamsFor, serveFirstEmission, showResult } from '../../test/result-screen.tsx';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import { leaveApp } from './leave-app.ts';

// Lazy chunks and MUI take seconds to come on a busy two-core machine shared by several test runs.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('./leave-app.ts', () => ({ leaveApp: vi.fn() }));

/** Lets the fake clock run `ms` and every answer that falls due meanwhile settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // shouldAdvanceTime keeps Testing Library's own waiting working; the polls only move with elapse().
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: TIMERS_TO_FAKE });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('first emission polling (spec §4, §8, §9)', () => {
  it('polls every 10 s while waiting, with a warning for each empty answer', async () => {
    const polls = serveFirstEmission(null);
    await showResult({ state: resultParamsFor() });
    expect(await screen.findByText('Waiting for a measure...')).toBeInTheDocument();

    await elapse(FIRST_EMISSION_POLL_MS - 100);
    expect(polls).toHaveLength(0);
    await elapse(100);
    expect(polls).toEqual(['1']);
    expect(await screen.findByText('No emission from the sensor')).toBeInTheDocument();

    await elapse(FIRST_EMISSION_POLL_MS);
    expect(polls).toHaveLength(2);
    await elapse(FIRST_EMISSION_POLL_MS * 2);
    expect(polls).toHaveLength(4);
    expect(screen.getByText('Waiting for a measure...')).toBeInTheDocument();
  });

  it('shows an error for a failed poll and counts it as a miss', async () => {
    const polls = serveFirstEmission(500, 503, null, 500, null, 500, emission());
    await showResult({ state: resultParamsFor() });
    await elapse(FIRST_EMISSION_POLL_MS);
    expect(polls).toHaveLength(1);
    expect(await screen.findByText('Unable to retrieve an emission from the sensor')).toBeInTheDocument();

    // Six misses in all (failed and empty mixed): polling stops before the seventh answer could arrive.
    await elapse(FIRST_EMISSION_POLL_MS * 5);
    expect(polls).toHaveLength(6);
    expect(await screen.findByText('No measurements reported')).toBeInTheDocument();
    await elapse(FIRST_EMISSION_POLL_MS * 6);
    expect(polls).toHaveLength(6);
    expect(screen.queryByText('Perfect!')).not.toBeInTheDocument();
  });

  it('stops after more than five empty polls, and Refresh starts again at once', async () => {
    const polls = serveFirstEmission(null);
    await showResult({ state: resultParamsFor() });
    await elapse(FIRST_EMISSION_POLL_MS * 5);
    expect(polls).toHaveLength(5);
    // Five misses is not yet "more than five".
    expect(screen.getByText('Waiting for a measure...')).toBeInTheDocument();

    await elapse(FIRST_EMISSION_POLL_MS);
    expect(polls).toHaveLength(6);
    const stopped = await screen.findByText('No measurements reported');
    expect(screen.queryByText('Waiting for a measure...')).not.toBeInTheDocument();
    await elapse(FIRST_EMISSION_POLL_MS * 10);
    expect(polls).toHaveLength(6);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const alert = stopped.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await elapse(0);
    expect(polls).toHaveLength(7);
    expect(screen.getByText('Waiting for a measure...')).toBeInTheDocument();
    // A fresh run: every 10 s again, and six new misses before it stops again.
    await elapse(FIRST_EMISSION_POLL_MS * 4);
    expect(polls).toHaveLength(11);
    expect(screen.getByText('Waiting for a measure...')).toBeInTheDocument();
    await elapse(FIRST_EMISSION_POLL_MS);
    expect(polls).toHaveLength(12);
    expect(await screen.findByText('No measurements reported')).toBeInTheDocument();
  });

  it('stops when the first emission arrives and shows "Perfect!"', async () => {
    const polls = serveFirstEmission(null, emission());
    await showResult({ state: resultParamsFor() });
    await elapse(FIRST_EMISSION_POLL_MS * 2);
    expect(polls).toHaveLength(2);
    expect(await screen.findByText('Perfect!')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for a measure...')).not.toBeInTheDocument();
    await elapse(FIRST_EMISSION_POLL_MS * 10);
    expect(polls).toHaveLength(2);
  });

  it('stops when the installer starts a new installation, with a clean wizard', async () => {
    const polls = serveFirstEmission(null);
    const app = await showResult({
      state: resultParamsFor(),
      wizard: { step: 'equipment', device_number: '10000001', client_email: 'client@demo.test' },
    });
    await elapse(FIRST_EMISSION_POLL_MS);
    expect(polls).toHaveLength(1);

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('link', { name: 'Perform a new installation' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/installation'));
    expect(getWizard()).toMatchObject({ step: 'target', device_number: '', client_email: '' });
    expect(window.sessionStorage.getItem('installer.result')).toBeNull();
    await elapse(FIRST_EMISSION_POLL_MS * 6);
    expect(polls).toHaveLength(1);
  });

  it('stops when the installer leaves for the device detail (url_device_detail when no platform)', async () => {
    const polls = serveFirstEmission(null);
    await showResult({ state: resultParamsFor({ url_platform: null }) });
    await elapse(FIRST_EMISSION_POLL_MS);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Activate the device later' }));
    expect(leaveApp).toHaveBeenCalledWith('https://platform.example.test/devices/10000001');
    await elapse(FIRST_EMISSION_POLL_MS * 6);
    expect(polls).toHaveLength(1);
  });

  it('goes to url_platform when it is set, from the device detail button after the emission', async () => {
    serveFirstEmission(emission());
    await showResult({
      state: resultParamsFor({ url_platform: 'https://platform.example.test/tunnel/demo' }),
    });
    await elapse(FIRST_EMISSION_POLL_MS);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'See the device detail' }));
    expect(leaveApp).toHaveBeenCalledWith('https://platform.example.test/tunnel/demo');
  });

  it('stops polling when the screen goes away', async () => {
    const polls = serveFirstEmission(null);
    const app = await showResult({ state: resultParamsFor() });
    await elapse(FIRST_EMISSION_POLL_MS);
    expect(polls).toHaveLength(1);
    await act(() => app.router.navigate('/installation'));
    await elapse(FIRST_EMISSION_POLL_MS * 6);
    expect(polls).toHaveLength(1);
  });
});
