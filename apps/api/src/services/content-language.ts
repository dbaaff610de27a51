import { CONTENT_LANGUAGE, LOCALES, type Locale, localeFromTag } from '@installer/contracts';

/**
 * The languages reference texts exist in. The eight interface locales of spec §1 read seven:
 * Irish English and British English both read `en`.
 */
export const CONTENT_LANGUAGES = ['fr', 'en', 'de', 'nl', 'it', 'es', 'pt'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';

/** A text in every content language; the compiler refuses a missing translation. */
export type Texts = Record<ContentLanguage, string>;

function contentLanguageOfTag(tag: string): ContentLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if ((CONTENT_LANGUAGES as readonly string[]).includes(primary)) return primary as ContentLanguage;
  // The app's own locale codes (gb, ie) are accepted too.
  if ((LOCALES as readonly string[]).includes(primary)) {
    return CONTENT_LANGUAGE[primary as Locale] as ContentLanguage;
  }
  return null;
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

/** The content language of a two-letter code in a path (spec §7 localisation types), English if unknown. */
export function languageFromCode(code: string): ContentLanguage {
  return CONTENT_LANGUAGE[localeFromTag(code)] as ContentLanguage;
}
