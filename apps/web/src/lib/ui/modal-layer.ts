import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the last on top. A modal <dialog> makes the rest of the page inert, for the
 * screen reader too: what must still be seen and heard while one is open (the spec §8 snackbar) is shown
 * inside the top one (app/app-snackbar.tsx). Apart from dialog.tsx so that the shell reads it without
 * loading the dialog.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
let top: HTMLDialogElement | null = null;

function changed(): void {
  top = open.at(-1) ?? null;
  for (const listener of listeners) listener();
}

/** A modal dialog was shown; the function returned says it closed. */
export function enterModalLayer(dialog: HTMLDialogElement): () => void {
  open.push(dialog);
  changed();
  return () => {
    const index = open.indexOf(dialog);
    if (index >= 0) open.splice(index, 1);
    changed();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => top,
    () => null,
  );
}
