import { useEffect, useSyncExternalStore } from 'react';
import { getWizard, useWizard } from '../../wizard-core/wizard-store.ts';
import type { AttemptCall, OutboxItem } from '../outbox/index.ts';
import { isAttemptCall, loadOutbox, outboxRecords, subscribeOutbox } from '../outbox/index.ts';

/**
 * The installation attempt of this wizard run has one record on the phone: its outbox item
 * (docs/decisions/0002-outbox.md), whatever became of it: waiting (`pending`), created (`sent`, with the
 * server's answer), refused in a later round (`rejected`), or refused or failed while the installer watched
 * (`returned`). Once created, an edit from step 4 is the attempt's new record (`installation_update`, naming
 * the installation). The wizard store keeps only the pointer to it, its Idempotency-Key (`installation_key`).
 * Step 4 reuses its key for the same form, step 5 shows and configures it, the result screen waits for it.
 */
export type InstallationAttempt = OutboxItem & { call: AttemptCall };

function attemptOf(records: readonly OutboxItem[], key: string | null): InstallationAttempt | null {
  const item = key === null ? undefined : records.find((each) => each.key === key);
  return item && isAttemptCall(item.call) ? (item as InstallationAttempt) : null;
}

/**
 * The installation the attempt stands for on the server, when it exists: the one it edits, or the one its
 * creation made (the server's answer). Null while it is not created (waiting, refused, never sent).
 */
export function installationIdOf(attempt: InstallationAttempt | null): number | null {
  if (!attempt) return null;
  if (attempt.call.kind === 'installation_update') return attempt.call.id_installation;
  if (attempt.state !== 'sent') return null;
  const id = (attempt.answer as { id_installation?: unknown } | undefined)?.id_installation;
  return typeof id === 'number' ? id : null;
}

/** The attempt the wizard points at, once the outbox has been read from IndexedDB; null when there is none. */
export async function readInstallationAttempt(): Promise<InstallationAttempt | null> {
  await loadOutbox();
  return attemptOf(outboxRecords() ?? [], getWizard().installation_key);
}

/**
 * The attempt the wizard points at, following the outbox (another tab or the service worker may send it
 * meanwhile); undefined while the outbox is being read, null when there is none.
 */
export function useInstallationAttempt(): InstallationAttempt | null | undefined {
  const key = useWizard((state) => state.installation_key);
  const records = useSyncExternalStore(subscribeOutbox, outboxRecords);
  useEffect(() => {
    void loadOutbox();
  }, []);
  return records === null ? undefined : attemptOf(records, key);
}
