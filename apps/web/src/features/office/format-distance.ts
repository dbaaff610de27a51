import { LOCALE_TAG } from '@installer/contracts';
import { currentLocale } from '../../i18n/i18n.ts';

/** A distance in metres, rounded as a person reads it: metres under a kilometre, else kilometres. */
export function formatDistance(metres: number): string {
  const tag = LOCALE_TAG[currentLocale()];
  return metres < 1000
    ? `${Math.round(metres).toLocaleString(tag)} m`
    : `${(metres / 1000).toLocaleString(tag, { maximumFractionDigits: 1 })} km`;
}
