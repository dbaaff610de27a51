import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetSnackbar } from '../features/snackbar/snackbar-store.ts';
import { initI18n } from '../i18n/i18n.ts';
import { rehydrateAllStores } from '../lib/persisted-store.ts';
import { errorLogs } from './handlers.ts';
import { server } from './server.ts';

// Lazy routes and steps are transformed on first import: the first find of a file can take a while.
configure({ asyncUtilTimeout: 10_000 });

let consoleErrors: unknown[][] = [];

beforeAll(async () => {
  // An unexpected request is a bug in the app or in the test, never something to ignore.
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('gb');
});

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  window.sessionStorage.clear();
  rehydrateAllStores();
  resetSnackbar();
  errorLogs.length = 0;
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
