import { api, BOARD_POLL_MS, type Board, OFFICE_RANGE_MAX_DAYS } from '@installer/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMERS_TO_FAKE } from '../../../test/fake-timers.ts';
import { apiUrl } from '../../../test/handlers.ts';
import { boardInstallation, demoBoard, renderScreen, serveOfficeAccounts } from '../../../test/office.tsx';
import { server } from '../../../test/server.ts';
import { BoardPage } from './board-page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** Answers the board with `board()` at each poll, recording each query. */
function serveBoard(board: () => Board) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(api.officeBoard), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: board() });
    }),
  );
  return asked;
}

describe('the office board (decision 0022)', () => {
  it('shows a section per installer with the jobs and the installations and their evidence', async () => {
    serveOfficeAccounts();
    const asked = serveBoard(() => demoBoard());
    renderScreen('/office', BoardPage);

    const section = await screen.findByRole('region', { name: 'Demo Installer' });
    expect(screen.getByRole('region', { name: 'Second Installer' })).toHaveTextContent(
      'Nothing in this period.',
    );
    const job = within(section).getByTestId('board-job');
    expect(job).toHaveTextContent('Claire Client');
    expect(within(job).getByText('In progress')).toBeVisible();
    expect(job).toHaveTextContent('Devices installed: 0 of 2');

    const card = within(section).getByTestId('board-installation');
    expect(card).toHaveTextContent('Fuel tank · 10000501');
    expect(card).toHaveTextContent('40 m');
    expect(card).toHaveTextContent('mesure 640');
    expect(within(card).getByText('Good')).toBeVisible();
    expect(within(card).getByText('Not checked')).toBeVisible();
    // Today by default: the board of the day.
    expect(asked[0]?.get('from')).toBe(asked[0]?.get('to'));
  });

  it('asks the server again every BOARD_POLL_MS, so that a new installation shows', async () => {
    vi.useFakeTimers({ toFake: TIMERS_TO_FAKE, shouldAdvanceTime: true });
    serveOfficeAccounts();
    let installations = [boardInstallation()];
    serveBoard(() => demoBoard(installations));
    renderScreen('/office', BoardPage);
    await waitFor(() => expect(screen.getAllByTestId('board-installation')).toHaveLength(1));

    installations = [
      boardInstallation(),
      boardInstallation({ id_installation: 43, device: { id_device: 502, device_number: '10000502' } }),
    ];
    await act(() => vi.advanceTimersByTimeAsync(BOARD_POLL_MS));
    await waitFor(() => expect(screen.getAllByTestId('board-installation')).toHaveLength(2));
  });

  it('verifies an installation, and flags one with the comment the installer will read', async () => {
    serveOfficeAccounts();
    let verification = boardInstallation().verification;
    serveBoard(() => demoBoard([boardInstallation({ verification })]));
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl(api.verifyInstallation), ({ request }) => {
        posted.push({ path: new URL(request.url).pathname, body: null });
        verification = { state: 'verified', comment: null, at: new Date().toISOString(), by: null };
        return HttpResponse.json({ data: verification });
      }),
      http.post(apiUrl(api.flagInstallation), async ({ request }) => {
        const body = (await request.json()) as { comment: string };
        posted.push({ path: new URL(request.url).pathname, body });
        verification = { state: 'flagged', comment: body.comment, at: new Date().toISOString(), by: null };
        return HttpResponse.json({ data: verification });
      }),
    );
    const { user } = renderScreen('/office', BoardPage);
    const card = await screen.findByTestId('board-installation');

    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(within(card).getByText('Verified')).toBeVisible());
    expect(posted[0]?.path).toBe('/api/v1/office/installations/42/verify');

    await user.click(within(card).getByRole('button', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag device 10000501' });
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    expect(within(dialog).getByText('Write what must be corrected')).toBeVisible();
    expect(posted).toHaveLength(1);

    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Photo blurred: take it again');
    await user.click(within(dialog).getByRole('button', { name: 'Flag' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted[1]).toEqual({
      path: '/api/v1/office/installations/42/flag',
      body: { comment: 'Photo blurred: take it again' },
    });
    await waitFor(() => expect(within(card).getByText('Flagged')).toBeVisible());
    expect(card).toHaveTextContent('Photo blurred: take it again');
  });

  it('shows the installation’s photo, fetched with the office’s token', async () => {
    // jsdom has no object URLs: the page's own browser gives one for the fetched picture.
    const made: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        made.push(blob);
        return 'blob:photo-1';
      },
      revokeObjectURL: () => undefined,
    });
    serveOfficeAccounts();
    serveBoard(() =>
      demoBoard([boardInstallation({ photos: [{ id_photo: 5, url: '/api/v1/office/photos/5' }] })]),
    );
    const tokens: (string | null)[] = [];
    server.use(
      http.get(apiUrl(api.officePhoto), ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: { 'Content-Type': 'image/jpeg' },
        });
      }),
    );
    renderScreen('/office', BoardPage);
    const photo = await screen.findByRole('img', { name: 'Photo of device 10000501' });
    expect(photo).toHaveAttribute('src', 'blob:photo-1');
    expect(tokens).toEqual(['Bearer demo-token']);
    expect(made[0]?.size).toBe(3);
  });

  it('says a range too long for the server rather than asking it', async () => {
    serveOfficeAccounts();
    const asked = serveBoard(() => demoBoard());
    renderScreen('/office', BoardPage);
    await screen.findByRole('region', { name: 'Demo Installer' });
    const before = asked.length;

    const to = screen.getByLabelText('To') as HTMLInputElement;
    const from = new Date(`${to.value}T12:00:00`);
    from.setDate(from.getDate() - OFFICE_RANGE_MAX_DAYS);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: from.toISOString().slice(0, 10) } });
    expect(
      await screen.findByText(`Choose a period of at most ${OFFICE_RANGE_MAX_DAYS} days.`),
    ).toBeVisible();
    expect(asked).toHaveLength(before);
  });
});
