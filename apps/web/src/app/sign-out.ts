import { forgetMyInstallations } from '../features/my-installations/index.ts';
import { callApi } from '../lib/api/client.ts';
import { clearSession } from '../lib/session.ts';
import { resetWizard } from '../wizard-core/wizard-store.ts';

/**
 * Signs out on the server, then forgets on this phone everything of the installer's customers: a shared
 * phone keeps no customer's e-mail or address for the next installer (docs/decisions/0002-outbox.md). What
 * still waits in the outbox stays, for this installer only: the caller asked them first (sign-out-dialog.tsx).
 */
export async function signOutHere(): Promise<void> {
  try {
    await callApi('logout', {});
  } catch {
    // The token may already be revoked or expired: signing out locally is what matters.
  }
  clearSession();
  resetWizard();
  forgetMyInstallations();
  // Loaded on demand: the shell's first screen needs none of them.
  const [{ queryClient }, { clearPriming }, { clearResultSession }, { forgetOutboxRecords }] =
    await Promise.all([
      import('../lib/queries.tsx'),
      import('../features/priming/schedule.ts'),
      import('../features/result/result-session.ts'),
      import('../features/outbox/outbox.ts'),
    ]);
  queryClient.clear();
  // The result screen's customer and address, kept for a reload of that tab.
  clearResultSession();
  await Promise.all([
    // The service worker's copy of this professional's reference data (src/sw.ts runtime cache).
    globalThis.caches?.delete('reference-data').catch(() => undefined),
    // The customers and devices primed for offline use (docs/decisions/0012-offline-priming.md).
    clearPriming(),
    // The installations' records the outbox keeps once sent, with their customers.
    forgetOutboxRecords().catch(() => undefined),
  ]);
}
