import { LOCALE_TAG } from '@installer/contracts';
import i18next from 'i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { liveSession, sessionStore } from '../../lib/session.ts';
import { writeSessionMirror } from './outbox-db.ts';

function mirror(): void {
  const live = liveSession();
  writeSessionMirror(
    live && {
      token: live.token,
      id_installer: live.installer.id_installer,
      expires_at: live.expires_at,
      accept_language: LOCALE_TAG[currentLocale()],
    },
  ).catch(() => {
    // No IndexedDB: the service worker cannot send alone; the page still does.
  });
}

/**
 * Keeps the service worker's copy of the session (outbox-db.ts) equal to the page's: written on sign-in and
 * on a change of language, deleted on sign-out and when a 401 ends the session.
 */
export function startSessionMirror(): () => void {
  mirror();
  const unsubscribe = sessionStore.subscribe(mirror);
  i18next.on('languageChanged', mirror);
  return () => {
    unsubscribe();
    i18next.off('languageChanged', mirror);
  };
}
