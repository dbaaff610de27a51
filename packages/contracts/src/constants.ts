/** spec §9 Business constants and limits. One place; the app and the server both read them. */
export const APP_VERSION = '0.1.26';
export const EMAIL_LOOKUP_DEBOUNCE_MS = 500;
export const LOADER_DELAY_MS = 1000;
export const CALCULATED_HIGHLIGHT_MS = 1000;
export const DEFAULT_MAP_CENTER = { lat: 48.8566, lng: 2.3522 } as const;
export const DEFAULT_MAP_ZOOM = 5;
export const PLACE_ZOOM = 11;
export const STEP5_REFERENTIAL = 244;
/** spec §2 Step 3: the beehive variant presets the type to generic 'Ruche', referential 230, module 5. */
export const BEEHIVE_PRESET = {
  key: 'generic',
  value: 'Ruche',
  id_referential: 230,
  id_asset_generic_module: 5,
} as const;
export const FIRST_EMISSION_POLL_MS = 10_000;
/** spec §4: polling stops after more than 5 failed or empty attempts. */
export const FIRST_EMISSION_MAX_MISSES = 5;
export const INSTALLATION_MEDIA_MAX_PX = 600;
export const SCALE_BEEP_HINT_MS = 30_000;
/** Photos are scaled in the browser to this long side before upload. */
export const PHOTO_MAX_LONG_SIDE_PX = 1920;
/** Largest decoded photo the server accepts (413 above). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** spec §1 the eight interface languages; `gb` is the default when the locale is unknown. */
export const LOCALES = ['fr', 'gb', 'de', 'nl', 'ie', 'it', 'es', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'gb';

/** The language of reference texts for each interface locale (Irish English reads English texts). */
export const CONTENT_LANGUAGE: Record<Locale, string> = {
  fr: 'fr',
  gb: 'en',
  de: 'de',
  nl: 'nl',
  ie: 'en',
  it: 'it',
  es: 'es',
  pt: 'pt',
};

/** The BCP 47 tag of each locale, for Accept-Language and the document's `lang`. */
export const LOCALE_TAG: Record<Locale, string> = {
  fr: 'fr-FR',
  gb: 'en-GB',
  de: 'de-DE',
  nl: 'nl-NL',
  ie: 'en-IE',
  it: 'it-IT',
  es: 'es-ES',
  pt: 'pt-PT',
};

/** The locale for a browser or Accept-Language tag, `gb` when unknown (spec §1). */
export function localeFromTag(tag: string | null | undefined): Locale {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower === 'en-ie') return 'ie';
  const language = lower.split(/[-_]/)[0] ?? '';
  if (language === 'en') return 'gb';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
