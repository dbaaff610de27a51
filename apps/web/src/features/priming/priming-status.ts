import { createPersistedStore, useStore } from '../../lib/persisted-store.ts';
import { useSession } from '../../lib/session.ts';

/** What a priming stores, each of which can be missing (docs/decisions/0012-offline-priming.md). */
export type PrimingPart = 'customers' | 'devices' | 'reference' | 'images' | 'scanner';

/**
 * The state of the phone's offline copy, for the app bar menu: kept in localStorage, so that it is known
 * synchronously at start-up (the shell draws the menu before IndexedDB answers), and tied to the installer it
 * was made for: another installer signing in sees none of it.
 */
export interface PrimingStatus {
  id_installer: number | null;
  running: boolean;
  progress: { done: number; total: number } | null;
  /** When the last priming that stored every part finished. */
  ready_at: string | null;
  /** When the last priming ended, complete or not. */
  attempted_at: string | null;
  /** The parts the last priming could not store. */
  missing: PrimingPart[];
  /** The i18next language the reference data was stored in. */
  language: string | null;
  customers: number;
  /** More customers exist than the phone keeps (the most recent ones are kept). */
  customers_truncated: boolean;
  devices: number;
  devices_truncated: boolean;
  /** `navigator.storage.estimate()` usage after the last priming, in bytes. */
  bytes: number | null;
  /** `navigator.storage.persist()`: true, the browser keeps it until sign-out even when space runs low. */
  persisted: boolean | null;
  /**
   * The scanner's decoder is not on the phone yet (a browser without its own barcode reader): it comes when
   * the scanner is first opened online, or with "Prepare for offline".
   */
  scanner_on_demand: boolean;
}

export const emptyPrimingStatus = (): PrimingStatus => ({
  id_installer: null,
  running: false,
  progress: null,
  ready_at: null,
  attempted_at: null,
  missing: [],
  language: null,
  customers: 0,
  customers_truncated: false,
  devices: 0,
  devices_truncated: false,
  bytes: null,
  persisted: null,
  scanner_on_demand: false,
});

export const primingStatusStore = createPersistedStore<PrimingStatus>(
  'installer.priming',
  emptyPrimingStatus,
  (stored) =>
    typeof stored === 'object' && stored !== null
      ? // A priming cut by closing the app is not running any more.
        { ...emptyPrimingStatus(), ...(stored as Partial<PrimingStatus>), running: false, progress: null }
      : null,
);

export function updatePrimingStatus(patch: Partial<PrimingStatus>): void {
  primingStatusStore.set((status) => ({ ...status, ...patch }));
}

/** The status of the signed-in installer's copy; the empty status for anyone else. */
export function usePrimingStatus(): PrimingStatus {
  const session = useSession();
  const status = useStore(primingStatusStore, (s) => s);
  return session && status.id_installer === session.installer.id_installer ? status : EMPTY;
}

const EMPTY = emptyPrimingStatus();
