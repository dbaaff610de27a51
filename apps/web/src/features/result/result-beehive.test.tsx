// @vitest-environment-options {"url": "http://bee.localhost/"}

import { act, configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMERS_TO_FAKE } from '../../test/fake-timers.ts';
import { resultParamsFor, serveFirstEmission, showResult } from '../../test/result-screen.tsx';

// Lazy chunks and MUI take seconds to come on a busy two-core machine shared by several test runs.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

/** spec §1: bee.localhost is a beehive host (DESIGN §4), so this file sees the beehive variant. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: TIMERS_TO_FAKE });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('result screen on the beehive variant (spec §9)', () => {
  it('counts down the 30 s the scale takes to beep while waiting', async () => {
    serveFirstEmission(null);
    await showResult({ state: resultParamsFor({ device_number: '10000230', value_type_device: 'weight' }) });
    const hint = screen.getByRole('note');
    expect(hint).toHaveTextContent('Wait about 30 seconds for the scale to beep.');
    expect(hint).toHaveTextContent(/(30|29) s left/);
    const progress = () =>
      screen.getByRole('progressbar', { name: 'Wait about 30 seconds for the scale to beep.' });
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeLessThan(5);
    await elapse(10_000);
    expect(hint).toHaveTextContent(/(20|19) s left/);
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThan(30);
    await elapse(20_000);
    expect(hint).toHaveTextContent('Wait about 30 seconds for the scale to beep.');
    expect(hint).not.toHaveTextContent('s left');
    expect(screen.queryByLabelText('Wait about 30 seconds for the scale to beep.')).not.toBeInTheDocument();
  });
});
