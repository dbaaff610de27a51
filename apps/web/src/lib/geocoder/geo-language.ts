import { CONTENT_LANGUAGE } from '@installer/contracts';
import { currentLocale } from '../../i18n/i18n.ts';

/** The geocoder answers in the interface language (DESIGN §2), as a two-letter code (Irish English reads English). */
export function geoLanguage(): string {
  return CONTENT_LANGUAGE[currentLocale()];
}
