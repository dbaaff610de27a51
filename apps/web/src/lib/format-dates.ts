import { LOCALE_TAG } from '@installer/contracts';
import { currentLocale } from '../i18n/i18n.ts';
import { dateTimeFormat, prepareDateTimeFormat } from './intl-formats.ts';
import { dayDate } from './local-day.ts';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

/** A time of the server (ISO) in the interface language: day, month, hour and minute. */
export function formatWhen(iso: string): string {
  return dateTimeFormat(LOCALE_TAG[currentLocale()], WHEN).format(new Date(iso));
}

/** formatWhen's formatter made in a task of its own, before a screen's first render needs it. */
export function prepareFormatWhen(): void {
  prepareDateTimeFormat(LOCALE_TAG[currentLocale()], WHEN);
}

/** A scheduled day (YYYY-MM-DD) in the interface language, with its weekday. */
export function formatDay(day: string): string {
  return dateTimeFormat(LOCALE_TAG[currentLocale()], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(dayDate(day));
}
