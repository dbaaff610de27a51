import { isLocale, LOCALE_TAG, LOCALES, type Locale, localeFromTag, localeOfTag } from '@installer/contracts';
import i18next from 'i18next';
import type elsewhereGb from './locales/elsewhere/gb.json';
import type firstGb from './locales/first/gb.json';
import type laterGb from './locales/later/gb.json';

/**
 * docs/decisions/0023-texts-in-two-parts.md: each language's texts are three files. `first` holds what the
 * shell, the sign-in, step 1 and any error message say; `later` holds the installer's other screens', fetched
 * by the screens that need it (`withLaterTexts`), never by the first screen; `elsewhere` holds the office's
 * and the customer's space's, fetched by their pages alone (`withElsewhereTexts`).
 */
type FirstMessages = typeof firstGb;
type LaterMessages = typeof laterGb;
type ElsewhereMessages = typeof elsewhereGb;
export type Messages = FirstMessages & LaterMessages & ElsewhereMessages;
type Part = 'first' | 'later' | 'elsewhere';
type OnDemandPart = Exclude<Part, 'first'>;

/** One lazy chunk per locale and part: only the chosen language is downloaded (docs/PERFORMANCE.md, Excalidraw habit). */
const loaders: Record<Part, Record<string, () => Promise<{ default: object }>>> = {
  first: import.meta.glob<{ default: FirstMessages }>('./locales/first/*.json'),
  later: import.meta.glob<{ default: LaterMessages }>('./locales/later/*.json'),
  elsewhere: import.meta.glob<{ default: ElsewhereMessages }>('./locales/elsewhere/*.json'),
};

const STORAGE_KEY = 'installer.locale';

/** spec §1: the remembered choice, else the browser's language, else gb. */
export function initialLocale(): Locale {
  return storedLocale() ?? localeFromTag(window.navigator.language);
}

/**
 * The reader's own language, when it is one of ours: the choice remembered on this browser, else the first of
 * the browser's languages we have. Null for a reader of none of them (whom gb would only guess at).
 */
export function readerLocale(): Locale | null {
  const stored = storedLocale();
  if (stored) return stored;
  const tags = window.navigator.languages?.length ? window.navigator.languages : [window.navigator.language];
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

function storedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage blocked: the browser's language decides.
    return null;
  }
}

async function loadPart(part: Part, locale: Locale): Promise<object> {
  const load = loaders[part][`./locales/${part}/${locale}.json`];
  if (!load) throw new Error(`no ${part} texts for ${locale}`);
  return (await load()).default;
}

/** Adds a locale's first texts to i18next unless it has them. */
async function addFirstTexts(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadPart('first', locale), true, true);
  }
}

/** The parts a screen has asked for: from then on a change of language brings them too. */
const wanted = new Set<OnDemandPart>();
const partLoads = new Map<string, Promise<void>>();

/** Adds a locale's part to i18next, once; a failed fetch (offline, a new deployment) is tried again. */
function addPart(part: OnDemandPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`;
  let load = partLoads.get(key);
  if (!load) {
    load = loadPart(part, locale).then((messages) => {
      i18next.addResourceBundle(locale, 'translation', messages, true, true);
    });
    partLoads.set(key, load);
    load.catch(() => partLoads.delete(key));
  }
  return load;
}

/** Adds the wanted parts of a locale (a change of language, a page in another language). */
async function addWantedParts(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((part) => addPart(part, locale)));
}

/** The later texts of the interface's language; resolves once `t()` has them. */
export function loadLaterTexts(): Promise<void> {
  wanted.add('later');
  return addPart('later', currentLocale());
}

/** The office's and the customer's space's texts, with the later ones their pages also speak. */
export async function loadElsewhereTexts(): Promise<void> {
  wanted.add('elsewhere');
  await Promise.all([loadLaterTexts(), addPart('elsewhere', currentLocale())]);
}

/** A lazy screen or part that speaks beyond the first texts: its module resolves with its texts in place. */
export async function withLaterTexts<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadLaterTexts()]);
  return loaded;
}

/** An office or customer's space page: its module resolves with the later and the elsewhere texts in place. */
export async function withElsewhereTexts<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadElsewhereTexts()]);
  return loaded;
}

/** A missing text is a bug: said in the console (the e2e journeys and the web tests fail on it), never hidden. */
function reportMissingText(_languages: readonly string[], _namespace: string, key: string): void {
  console.error(`missing text: ${key}`);
}

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = LOCALE_TAG[locale];
}

/** The language initI18n is starting in, until i18next knows it. */
let starting: Locale | null = null;

export async function initI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
  starting = locale;
  const messages = await loadPart('first', locale);
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: locale,
      // Every locale holds every key (locales.test.ts), so there is nothing to fall back to.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation: messages } },
      interpolation: { escapeValue: false },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: reportMissingText,
    });
  } else {
    i18next.addResourceBundle(locale, 'translation', messages, true, true);
    await addWantedParts(locale);
    await i18next.changeLanguage(locale);
  }
  applyToDocument(locale);
  return i18next;
}

/**
 * Loads the locale's first and later texts if needed, without switching to it: a page written in another language than the
 * reader's interface (a handover report in the customer's) takes its texts with `i18next.getFixedT(locale)`.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  await addFirstTexts(locale);
  await addPart('later', locale);
}

/** Loads the locale's texts if needed, switches to it and remembers the choice (spec §1). */
export async function changeLocale(locale: Locale): Promise<void> {
  await addFirstTexts(locale);
  await addWantedParts(locale);
  await i18next.changeLanguage(locale);
  applyToDocument(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered in private browsing; the choice still applies to this visit.
  }
}

/**
 * The interface's language; before i18next has started, the one it is starting in: a screen's texts asked for
 * while the page starts (preloadScreen, beside initI18n) are the reader's, not gb's.
 */
export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : (starting ?? initialLocale());
}
