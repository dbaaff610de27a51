import { lazy, Suspense } from 'react';
import { useSnackbar } from '../lib/snackbar/snackbar-store.ts';

// MUI's Snackbar and Alert load with the first message rather than with the page.
const SnackbarView = lazy(async () => ({ default: (await import('./snackbar-view.tsx')).SnackbarView }));

/** The single snackbar of spec §8. */
export function AppSnackbar() {
  const message = useSnackbar();
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarView message={message} />
    </Suspense>
  );
}
