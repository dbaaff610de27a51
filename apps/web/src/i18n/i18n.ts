import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_TAG,
  LOCALES,
  type Locale,
  localeFromTag,
  localeOfTag,
} from '@installer/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type gb from './locales/gb.json';

export type Messages = typeof gb;

/** One lazy chunk per locale of the contracts' language list: only the chosen language is downloaded (docs/PERFORMANCE.md, Excalidraw habit). */
const loaders = import.meta.glob<{ default: Messages }>('./locales/*.json');

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

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = loaders[`./locales/${locale}.json`];
  if (!load) throw new Error(`no locale file for ${locale}`);
  return (await load()).default;
}

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = LOCALE_TAG[locale];
}

export async function initI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
  const messages = await loadMessages(locale);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      // Every locale holds every key (locales.test.ts), so there is nothing to fall back to.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      resources: { [locale]: { translation: messages } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    i18next.addResourceBundle(locale, 'translation', messages, true, true);
    await i18next.changeLanguage(locale);
  }
  applyToDocument(locale);
  return i18next;
}

/**
 * Loads the locale's file if needed, without switching to it: a page written in another language than the
 * reader's interface (a handover report in the customer's) takes its texts with `i18next.getFixedT(locale)`.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadMessages(locale));
  }
}

/** Loads the locale's file if needed, switches to it and remembers the choice (spec §1). */
export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  await i18next.changeLanguage(locale);
  applyToDocument(locale);
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered in private browsing; the choice still applies to this visit.
  }
}

export function currentLocale(): Locale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
