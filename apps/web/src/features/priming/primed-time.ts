import { LOCALE_TAG, type Locale } from '@installer/contracts';

// A module of its own: steps 1 and 2 say when the phone's list answered (docs/decisions/0012-offline-priming.md),
// and need this, not the app bar menu's whole status line (priming-summary.ts).

/** The BCP 47 tag of an app language (gb is en-GB): what Intl formats with. */
export const tagOf = (language: string | undefined) =>
  language && language in LOCALE_TAG ? LOCALE_TAG[language as Locale] : language;

/** HH:MM today, the date too on another day: "updated 14:05" must not hide that it was last week. */
export function primedTime(iso: string, language: string | undefined, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return at.toLocaleString(tagOf(language), {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  });
}
