import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the outbox (docs/decisions/0002-outbox.md) runs on this in-memory implementation of the real API.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { closeAppOutbox } from '../features/outbox/outbox.ts';
import { closeOutboxDb } from '../features/outbox/outbox-db.ts';
import { closePrimingDb } from '../features/priming/priming-db.ts';
import { resetPrimingForTests } from '../features/priming/schedule.ts';
import { forgetAppOpening } from '../features/wizard/resume-choice.ts';
import { initI18n, loadElsewhereTexts } from '../i18n/i18n.ts';
import { rehydrateAllStores } from '../lib/persisted-store.ts';
import { loadSessionSchema } from '../lib/session.ts';
import { queryClient } from '../lib/queries.tsx';
import { resetSnackbar } from '../lib/snackbar/snackbar-store.ts';
import { applyPrimary } from '../lib/ui/theme-colours.ts';
import { installDialogPolyfill } from './dialog-polyfill.ts';
import { errorLogs } from './handlers.ts';
import { server } from './server.ts';
import { installWebLocks } from './web-locks.ts';

installWebLocks();
// jsdom has <dialog> without showModal(): lib/ui/dialog.tsx runs on this faithful stand-in.
installDialogPolyfill();

// Lazy routes and steps are transformed on first import: the first find of a file can take a while.
configure({ asyncUtilTimeout: 10_000 });

let consoleErrors: unknown[][] = [];

const ACT_ENVIRONMENT_NOTE = 'The current testing environment is not configured to support act(...)';

beforeAll(async () => {
  // An unexpected request is a bug in the app or in the test, never something to ignore.
  server.listen({ onUnhandledRequest: 'error' });
  // As the page's start does (main.tsx): the stored session is read through its schema.
  await Promise.all([initI18n('gb'), loadSessionSchema()]);
  // Every text, as once a screen has asked for every part: tests render parts without their route.
  await loadElsewhereTexts();
});

beforeEach(() => {
  // The app counts as already open in this tab: only the resume tests open it afresh.
  window.sessionStorage.setItem('installer.opened', '1');
  forgetAppOpening();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // React says this of an update that lands while an async act() is still flushing its queue but Testing
    // Library has already set IS_REACT_ACT_ENVIRONMENT back: IndexedDB's answers (fake-indexeddb) come on the
    // real clock, whatever a test's fake one does. It is about the test's environment, not the app: every
    // other warning, "not wrapped in act(...)" included, still fails the test.
    if (args[0] === ACT_ENVIRONMENT_NOTE) return;
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  rehydrateAllStores();
  queryClient.clear();
  resetSnackbar();
  // The tunnel's colour is the page's (lib/ui/theme-colours.ts): each test starts from the default one.
  applyPrimary(null);
  errorLogs.length = 0;
  // The app's outbox ends with its test (its retries and calls in flight with it): the next test makes its own.
  closeAppOutbox();
  await closeOutboxDb();
  resetPrimingForTests();
  await closePrimingDb();
  globalThis.indexedDB = new IDBFactory();
  // Epic Stack habit: a test fails on an unexpected console.error (React warnings included).
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

afterAll(() => server.close());
