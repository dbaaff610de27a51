/**
 * What `use-sync-external-store/shim` gives wouter, from React 19 itself (vite.config.ts aliases the shim here):
 * the shim's own code is for React before 18.
 */
export { useSyncExternalStore } from 'react';
