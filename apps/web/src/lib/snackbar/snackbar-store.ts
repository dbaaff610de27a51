import { useSyncExternalStore } from 'react';
import type { MessageKey } from '../../i18n/message-key.ts';

/** spec §8: every message is a snackbar with one of four types. spec §3 Application state: snackbar. */
export type SnackbarType = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  id: number;
  type: SnackbarType;
  key: MessageKey;
  values?: Record<string, string | number>;
}

let current: SnackbarMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a message; a newer one replaces the one on screen, as the spec's single snackbar does. */
export function notify(type: SnackbarType, key: MessageKey, values?: Record<string, string | number>): void {
  current = { id: nextId++, type, key, values };
  emit();
}

export function dismiss(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function useSnackbar(): SnackbarMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

/** Tests start each case with no message on screen. */
export function resetSnackbar(): void {
  current = null;
  emit();
}
