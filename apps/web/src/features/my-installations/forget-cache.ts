/**
 * Where installations-cache.ts keeps each installer's list. Here, apart from that module, so that the
 * shell's sign-out brings in no zod.
 */
export const CACHE_PREFIX = 'installer.installations.';

/** Sign-out: the next installer of a shared phone must not find this one's customers and addresses. */
export function forgetMyInstallations(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(CACHE_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was kept.
  }
}
