import { api, FIRST_EMISSION_POLL_MS, type Reading } from '@installer/contracts';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reading } from '../../test/after-visit.ts';
import { TIMERS_TO_FAKE } from '../../test/fake-timers.ts';
import { apiUrl } from '../../test/handlers.ts';
import { emission, resultParamsFor, serveFirstEmission, showResult } from '../../test/result-screen.tsx';
import { server } from '../../test/server.ts';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

/** Lets the fake clock run `ms` and every answer that falls due meanwhile settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: TIMERS_TO_FAKE });
});
afterEach(() => {
  vi.useRealTimers();
});

const EARLIER = reading({ message_id: 'm1', signal_quality: 2, hauteur_liquide: 812 });
const MOVED = reading({
  message_id: 'm2',
  signal_quality: 4,
  hauteur_liquide: 815,
  emitted_at: '2026-11-24T08:20:00.000Z',
  received_at: '2026-11-24T08:20:01.000Z',
});

/**
 * GET /device/:id/emissions: every reading held without `after`; after it, the readings of `arrivals` in
 * turn (an empty list, an answer without anything new). Records each `after` asked.
 */
function serveReadings(held: Reading[], ...arrivals: Reading[][]) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiUrl(api.deviceReadings), ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      asked.push(after);
      return HttpResponse.json({ data: after === null ? held : (arrivals.shift() ?? []) });
    }),
  );
  return asked;
}

async function showFirstMeasurement() {
  serveFirstEmission(emission({ signal_quality: 2 }));
  await showResult({ state: resultParamsFor({ id_installation: 43 }) });
  await elapse(FIRST_EMISSION_POLL_MS);
  await screen.findByText('Perfect!');
  // The measures' details come with their own chunk (first-measure.tsx).
  await screen.findByRole('region', { name: 'Network state' });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('Test again (result screen)', () => {
  it('waits for the next measurement and shows its signal above the earlier one', async () => {
    const asked = serveReadings([EARLIER], [], [MOVED]);
    const user = await showFirstMeasurement();
    await user.click(screen.getByRole('button', { name: 'Test again' }));
    expect(await screen.findByText('Waiting for the next measurement…')).toBeVisible();
    expect(screen.getByText(/Press the sensor's button, or move it/)).toBeVisible();

    await elapse(FIRST_EMISSION_POLL_MS);
    expect(asked).toEqual([null, EARLIER.received_at]);
    expect(screen.getByText('Waiting for the next measurement…')).toBeVisible();
    await elapse(FIRST_EMISSION_POLL_MS);
    expect(await screen.findByText(/^New measurement received/)).toBeVisible();
    expect(asked).toEqual([null, EARLIER.received_at, EARLIER.received_at]);

    const section = screen.getByRole('region', { name: 'Signal test' });
    const [moved, earlier] = within(section).getAllByTestId('reading') as [HTMLElement, HTMLElement];
    expect(within(moved).getByText('New')).toBeVisible();
    expect(within(moved).getByText('Good')).toBeVisible();
    expect(moved).toHaveTextContent('815 mm');
    expect(within(earlier).getByText('Bad')).toBeVisible();
    expect(earlier).toHaveTextContent('812 mm');
    expect(within(earlier).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test once more' })).toBeVisible();
  });

  it('stops after more than five polls without a new measurement, as the first emission does', async () => {
    const asked = serveReadings([EARLIER]);
    const user = await showFirstMeasurement();
    await user.click(screen.getByRole('button', { name: 'Test again' }));
    await screen.findByText('Waiting for the next measurement…');
    await elapse(FIRST_EMISSION_POLL_MS * 5);
    expect(screen.getByText('Waiting for the next measurement…')).toBeVisible();
    await elapse(FIRST_EMISSION_POLL_MS);
    expect(await screen.findByText(/^No new measurement arrived/)).toBeVisible();
    await elapse(FIRST_EMISSION_POLL_MS * 3);
    // The readings held, then six polls.
    expect(asked).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Test once more' }));
    expect(await screen.findByText('Waiting for the next measurement…')).toBeVisible();
  });
});
