import { useSyncExternalStore } from 'react';

/**
 * A small store kept in localStorage, so what the installer typed survives a reload or a detour through
 * /login (DESIGN §3). Read in React with `useStore(store, selector)`; the selector must return a primitive
 * or a reference taken from the state, never a new object (useSyncExternalStore compares with Object.is).
 */
export interface PersistedStore<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Forgets the stored value and goes back to the defaults. */
  reset(): void;
  /** Re-reads localStorage, as a page reload would (tests use it to simulate one). */
  rehydrate(): void;
}

const stores = new Set<PersistedStore<unknown>>();

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: the app keeps working from memory for this visit.
  }
}

/** `parse` turns what was stored (possibly by an older version) into a state, or null to use the defaults. */
export function createPersistedStore<T>(
  key: string,
  defaults: () => T,
  parse: (stored: unknown) => T | null,
): PersistedStore<T> {
  let state: T | undefined;
  const listeners = new Set<() => void>();
  const load = (): T => {
    const stored = read(key);
    return (stored === undefined ? null : parse(stored)) ?? defaults();
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const store: PersistedStore<T> = {
    get() {
      if (state === undefined) state = load();
      return state;
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(store.get()) : next;
      if (Object.is(value, state)) return;
      state = value;
      write(key, value);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      write(key, undefined);
      state = defaults();
      emit();
    },
    rehydrate() {
      state = load();
      emit();
    },
  };
  stores.add(store as PersistedStore<unknown>);
  return store;
}

export function useStore<T, S>(store: PersistedStore<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()));
}

/** Every store re-reads localStorage: what a reload does (used by tests between renders). */
export function rehydrateAllStores(): void {
  for (const store of stores) store.rehydrate();
}
