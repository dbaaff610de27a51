import { LOCALE_TAG } from '@installer/contracts';
import { currentLocale } from '../i18n/i18n.ts';
import { dateTimeFormat } from './intl-formats.ts';
import { dayDate } from './local-day.ts';

/** A time of the server (ISO) in the interface language: day, month, hour and minute. */
export function formatWhen(iso: string): string {
  return dateTimeFormat(LOCALE_TAG[currentLocale()], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A scheduled day (YYYY-MM-DD) in the interface language, with its weekday. */
export function formatDay(day: string): string {
  return dateTimeFormat(LOCALE_TAG[currentLocale()], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(dayDate(day));
}
