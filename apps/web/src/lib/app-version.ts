import { APP_VERSION } from '@installer/contracts';

const KEY = 'installer.application_version';

/**
 * docs/decisions/0027-first-screen-sooner.md: the public handover report (`/report/:token`) is the
 * customer's page, not the installer's app: it registers no service worker, so spec §1's reload (the app's
 * version and its worker) has nothing to do there. It neither reloads nor stores the version, so the installer's
 * app still reloads once on its own first visit in that browser.
 */
const OUTSIDE_THE_VERSION_RULE = /^\/report\//;

/**
 * spec §1: the app keeps its version (0.1.26) and reloads once if none was stored. The reload happens
 * only when the version could be stored and read back, so a browser that refuses storage (private mode,
 * full quota) cannot fall into a reload loop. Returns true when a reload was started. The public report page
 * is outside the rule (`OUTSIDE_THE_VERSION_RULE`).
 */
export function checkAppVersion(
  storage: Storage = window.localStorage,
  reload = () => window.location.reload(),
  pathname = window.location.pathname,
): boolean {
  if (OUTSIDE_THE_VERSION_RULE.test(pathname)) return false;
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
