import { api } from '@installer/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readList } from '../features/priming/priming-db.ts';
import { primingStatusStore } from '../features/priming/priming-status.ts';
import { primeNow, setPrimingEnvironment } from '../features/priming/schedule.ts';
import { demoAssetTypes } from '../test/demo-data.ts';
import { equipmentHandlers } from '../test/equipment-handlers.ts';
import { apiUrl } from '../test/handlers.ts';
import { goOffline, primingHandlers } from '../test/priming.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';

beforeEach(() => {
  server.use(
    ...primingHandlers(),
    ...equipmentHandlers(),
    http.get(apiUrl(api.assetTypes), () =>
      HttpResponse.json({
        data: demoAssetTypes.map((type) => (type.id_module === null ? type : { ...type, id_module: 19 })),
      }),
    ),
  );
  keepScanner.mockClear();
  setPrimingEnvironment(() => ({
    workerControls: () => true,
    keepScanner,
    fetchImage: async () => undefined,
    storage: {
      persist: async () => false,
      persisted: async () => false,
      estimate: async () => ({ usage: 2_345_678, quota: 1e9 }),
    },
  }));
});

/** A browser without a barcode reader of its own: the decoder is kept only when asked (or already cached). */
const keepScanner = vi.fn(async ({ decoder }: { decoder: boolean }) =>
  decoder ? ('kept' as const) : ('decoder_on_demand' as const),
);

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'More options' }));
  return screen.findByRole('menuitem', { name: /Prepare for offline/ });
}

describe('the app bar menu: Prepare for offline (docs/decisions/0012-offline-priming.md)', () => {
  it('says nothing is prepared yet, prepares on demand with its progress, then says since when', async () => {
    const { user } = renderApp('/installation');
    const item = await openMenu(user);
    expect(item).toHaveTextContent('Not prepared for offline yet');

    await user.click(item);
    // The menu stays open: the installer watches it end there.
    await screen.findByText(/Ready for offline, updated/);
    const time = new Date(primingStatusStore.get().ready_at ?? '').toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });
    const status = screen.getByRole('menuitem', { name: /Prepare for offline/ });
    expect(status).toHaveTextContent(`Ready for offline, updated ${time}`);
    expect(status).toHaveTextContent('Clients on this phone: all of them (3)');
    expect(status).toHaveTextContent('2.3 MB kept on this phone');
    // persist() refused: the installer knows the browser may clear it.
    expect(status).toHaveTextContent('The browser may clear it if the phone runs short of space');
    // Asked: the scanner's decoder is kept too, so nothing is said about it.
    expect(keepScanner).toHaveBeenCalledWith({ decoder: true });
    expect(status).not.toHaveTextContent(/code scanner/);
  });

  it('says the scanner needs one opening with signal after a scheduled priming left its decoder out', async () => {
    const { user } = renderApp('/installation');
    await screen.findByRole('button', { name: 'More options' });
    // What the schedule runs after sign-in, at each opening and every half hour.
    await act(() => primeNow());
    expect(keepScanner).toHaveBeenCalledWith({ decoder: false });
    const item = await openMenu(user);
    expect(item).toHaveTextContent(/Ready for offline, updated/);
    expect(item).toHaveTextContent(
      'The code scanner works without signal once it has been opened with signal, or after “Prepare for offline”',
    );
    await user.click(item);
    await waitFor(() => expect(keepScanner).toHaveBeenLastCalledWith({ decoder: true }));
    await waitFor(() => expect(item).not.toHaveTextContent(/code scanner/));
    expect(item).toHaveTextContent(/Ready for offline, updated/);
  });

  it('says what is missing', async () => {
    server.use(http.get(apiUrl(api.professionalDevices), () => HttpResponse.error()));
    const { user } = renderApp('/installation');
    await user.click(await openMenu(user));
    await screen.findByText('Not ready for offline: devices missing');
    // Closed, the snackbar tells how it ended.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not everything could be prepared for offline: see the menu',
    );
  });

  it('says a connection is needed to prepare', async () => {
    const { user } = renderApp('/installation');
    const item = await openMenu(user);
    goOffline();
    await user.click(item);
    expect(
      await screen.findByText('No connection: connect to prepare for offline', { selector: '*' }),
    ).toBeVisible();
  });

  it('clears what was prepared at sign-out', async () => {
    const { user } = renderApp('/installation');
    await user.click(await openMenu(user));
    await screen.findByText(/Ready for offline, updated/);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(async () => expect(await readList(1, 'customers')).toBeNull());
    expect(primingStatusStore.get().id_installer).toBeNull();
  });
});
