import { api, type ClassicInstallationBody } from '@installer/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { demoSession } from '../../test/demo-data.ts';
import { apiUrl } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';

/**
 * docs/decisions/0028-first-screen-in-slices.md: My installations reads the outbox once the list is on show,
 * not before. Fresh modules: whether the first screen was shown, and the outbox made, are per page.
 */
async function freshPage() {
  vi.resetModules();
  window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
  const [firstScreen, queued, outbox, presence, session] = await Promise.all([
    import('../../lib/first-screen.ts'),
    import('./use-queued-items.ts'),
    import('../outbox/outbox.ts'),
    import('../outbox/outbox-presence.ts'),
    import('../../lib/session.ts'),
  ]);
  // As the page's start does (main.tsx): the stored session is read through its schema once that has loaded.
  await session.loadSessionSchema();
  return { ...firstScreen, ...queued, outbox, presence };
}

describe('useQueuedItems', () => {
  it('reads nothing of the outbox before the first screen is shown, then shows what waits in it', async () => {
    const page = await freshPage();
    // An installation made without signal on an earlier visit: in IndexedDB, the page's outbox closed since.
    server.use(http.post(apiUrl(api.createInstallation), () => HttpResponse.error()));
    await page.outbox.submit({
      key: 'install-10000002',
      device_number: '10000002',
      call: {
        kind: 'installation',
        body: { device_number: '10000002' } as ClassicInstallationBody,
        address_label: 'Farm',
      },
    });
    page.outbox.closeAppOutbox();
    expect(page.presence.outboxInUse()).toBe(false);

    const { result } = renderHook(() => page.useQueuedItems());
    // The list is not on show yet: the outbox is not even made, whatever time passes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(result.current.items).toEqual([]);
    expect(result.current.part).toBeNull();
    expect(page.presence.outboxInUse()).toBe(false);

    act(() => page.markFirstScreenShown());
    await waitFor(() => expect(result.current.items.map((item) => item.device_number)).toEqual(['10000002']));
    expect(result.current.part).not.toBeNull();
    page.outbox.closeAppOutbox();
  });
});
