/**
 * spec §1 The interface languages: the one list every layer derives its languages from (the web's locale files,
 * menu and flags, the API's reference texts and mails, the demo data, e2e). A new language is one entry here;
 * the compiler then points at every text that lacks it (ARCHITECTURE.md, Adding a language).
 *
 * Each entry: the language's name in itself (the same in every interface language: a reader finds their own
 * language by its own name), its BCP 47 tag, its flag (apps/web/public/flags/<flag>.svg) and the language of
 * its reference texts. Dependency-free on purpose: e2e imports this file directly.
 */
export const LANGUAGES = {
  fr: { name: 'Français', tag: 'fr-FR', flag: 'FR', content: 'fr' },
  gb: { name: 'English', tag: 'en-GB', flag: 'GB', content: 'en' },
  de: { name: 'Deutsch', tag: 'de-DE', flag: 'DE', content: 'de' },
  nl: { name: 'Nederlands', tag: 'nl-NL', flag: 'NL', content: 'nl' },
  ie: { name: 'English (Ireland)', tag: 'en-IE', flag: 'IE', content: 'en' },
  it: { name: 'Italiano', tag: 'it-IT', flag: 'IT', content: 'it' },
  es: { name: 'Español', tag: 'es-ES', flag: 'ES', content: 'es' },
  pt: { name: 'Português', tag: 'pt-PT', flag: 'PT', content: 'pt' },
  pl: { name: 'Polski', tag: 'pl-PL', flag: 'PL', content: 'pl' },
} as const satisfies Record<string, { name: string; tag: string; flag: string; content: string }>;

/** An interface locale: the app's own code, not a BCP 47 tag (`gb` and `ie` both read English). */
export type Locale = keyof typeof LANGUAGES;
/** The interface locales in menu order. */
export const LOCALES = Object.keys(LANGUAGES) as [Locale, ...Locale[]];
/** spec §1: the locale when the browser's language is unknown. */
const DEFAULT_LOCALE: Locale = 'gb';

/** A language reference texts exist in: Irish and British English share one. */
export type ContentLanguage = (typeof LANGUAGES)[Locale]['content'];
/** The content languages, each once, in the order their first locale comes. */
export const CONTENT_LANGUAGES = [...new Set(LOCALES.map((locale) => LANGUAGES[locale].content))] as [
  ContentLanguage,
  ...ContentLanguage[],
];
/** spec §1: reference texts are English when the requested language is unknown. */
const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';

/** A text in every content language: the compiler refuses a missing translation. */
export type Texts = Record<ContentLanguage, string>;

/** The language of reference texts for each interface locale. */
export const CONTENT_LANGUAGE = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGES[locale].content]),
) as { [L in Locale]: (typeof LANGUAGES)[L]['content'] };

/** The BCP 47 tag of each locale, for Accept-Language, Intl and the document's `lang`. */
export const LOCALE_TAG = Object.fromEntries(LOCALES.map((locale) => [locale, LANGUAGES[locale].tag])) as {
  [L in Locale]: (typeof LANGUAGES)[L]['tag'];
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The locale for a browser or Accept-Language tag, `gb` when unknown (spec §1): the locale whose tag matches
 * exactly (`en-IE` is Irish English), else the first locale whose code or content language is the tag's
 * primary language (`en-US` is British English, `pt-BR` Portuguese).
 */
export function localeFromTag(tag: string | null | undefined): Locale {
  return localeOfTag(tag) ?? DEFAULT_LOCALE;
}

/** As `localeFromTag`, but null when the tag's language is none of ours (a reader who reads none of them). */
export function localeOfTag(tag: string | null | undefined): Locale | null {
  const lower = (tag ?? '').trim().toLowerCase().replace('_', '-');
  const exact = LOCALES.find((locale) => LANGUAGES[locale].tag.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0] ?? '';
  return LOCALES.find((locale) => locale === primary || LANGUAGES[locale].content === primary) ?? null;
}

/** The content language of a tag or a locale code, null when we have no texts in it. */
function contentLanguageOfTag(tag: string): ContentLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isContentLanguage(primary)) return primary;
  // The app's own locale codes (gb, ie) are accepted too.
  return isLocale(primary) ? CONTENT_LANGUAGE[primary] : null;
}

/** The tags of an Accept-Language header, best first (q-value, then order). */
function rankedTags(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The content language of an Accept-Language header: the supported language with the highest
 * q-value, English when none is supported (spec §1: English when the locale is unknown).
 */
export function languageFromAcceptLanguage(header: string | string[] | undefined): ContentLanguage {
  for (const tag of rankedTags(header)) {
    const language = contentLanguageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_CONTENT_LANGUAGE;
}

/**
 * The interface locale (spec §1) of an Accept-Language header: the best-ranked tag of a supported language
 * (`en-IE` is Irish English, any other English British), `gb` when none is supported.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined): Locale {
  const tag = rankedTags(header).find((candidate) => contentLanguageOfTag(candidate) !== null);
  return localeFromTag(tag);
}

/** The content language of a two-letter code in a path (spec §7 localisation types), English if unknown. */
export function languageFromCode(code: string): ContentLanguage {
  return CONTENT_LANGUAGE[localeFromTag(code)];
}
