import { lazy, Suspense } from 'react';
import { useSnackbar } from '../lib/snackbar/snackbar-store.ts';
import { withKit } from '../lib/ui/with-kit.tsx';

// The UI kit's Snackbar and Alert load with the first message rather than with the page (lib/ui/with-kit.tsx).
const SnackbarView = lazy(async () => ({
  default: await withKit(import('./snackbar-view.tsx').then((m) => m.SnackbarView)),
}));

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
