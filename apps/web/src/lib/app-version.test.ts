import { APP_VERSION } from '@installer/contracts';
import { describe, expect, it, vi } from 'vitest';
import { checkAppVersion } from './app-version.ts';

/** A Storage that keeps nothing, like Safari's private mode with a zero quota. */
function forgetfulStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

describe('application version (spec §1)', () => {
  it('stores 0.1.26 and reloads once when none was stored', () => {
    const reload = vi.fn();
    expect(checkAppVersion(window.localStorage, reload)).toBe(true);
    expect(window.localStorage.getItem('installer.application_version')).toBe(APP_VERSION);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page after the reload finds it stored: no second reload.
    expect(checkAppVersion(window.localStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cannot loop when the browser keeps nothing', () => {
    const reload = vi.fn();
    expect(checkAppVersion(forgetfulStorage(), reload)).toBe(false);
    expect(checkAppVersion(forgetfulStorage(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('cannot loop when storage throws', () => {
    const reload = vi.fn();
    const storage = {
      ...forgetfulStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(checkAppVersion(storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the public report page out: no reload, nothing stored (docs/decisions/0027)', () => {
    const reload = vi.fn();
    expect(checkAppVersion(window.localStorage, reload, '/report/abc')).toBe(false);
    expect(window.localStorage.getItem('installer.application_version')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // The installer's app in the same browser still reloads once on its first visit.
    expect(checkAppVersion(window.localStorage, reload, '/installations')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('records a new version over an older one without reloading', () => {
    window.localStorage.setItem('installer.application_version', '0.1.25');
    const reload = vi.fn();
    expect(checkAppVersion(window.localStorage, reload)).toBe(false);
    expect(window.localStorage.getItem('installer.application_version')).toBe(APP_VERSION);
    expect(reload).not.toHaveBeenCalled();
  });
});
