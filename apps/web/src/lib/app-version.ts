import { APP_VERSION } from '@installer/contracts';

const KEY = 'installer.application_version';

/**
 * spec §1: the app keeps its version (0.1.26) and reloads once if none was stored. The reload happens
 * only when the version could be stored and read back, so a browser that refuses storage (private mode,
 * full quota) cannot fall into a reload loop. Returns true when a reload was started.
 */
export function checkAppVersion(
  storage: Storage = window.localStorage,
  reload = () => window.location.reload(),
): boolean {
  let stored: string | null;
  try {
    stored = storage.getItem(KEY);
    if (stored === APP_VERSION) return false;
    storage.setItem(KEY, APP_VERSION);
    if (stored !== null || storage.getItem(KEY) !== APP_VERSION) return false;
  } catch {
    return false;
  }
  reload();
  return true;
}
