import { useEffect, useSyncExternalStore } from 'react';
import { notify } from './snackbar-store.ts';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** spec §4: the app tracks online or offline state; going offline shows 'No internet connection'. */
export function useOnlineStatus(): boolean {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  useEffect(() => {
    if (!online) notify('error', 'no_internet_connection');
  }, [online]);
  return online;
}
