import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Locale } from '../../packages/contracts/src/lists/languages.ts';
import { WEB_DIR } from './paths.ts';

/** The app's locales (spec §1), from the contracts' language list: journeys follow it rather than copy it. */
export { LOCALE_TAG, type Locale, LOCALES } from '../../packages/contracts/src/lists/languages.ts';

/** A language as the language menu names it: in itself, whatever the page's language. */
export const languageName = (locale: Locale): string => LANGUAGES[locale].name;

type Messages = { [key: string]: string | Messages };
const cache = new Map<Locale, Messages>();

function messages(locale: Locale): Messages {
  let loaded = cache.get(locale);
  if (!loaded) {
    const file = path.join(WEB_DIR, 'src/i18n/locales', `${locale}.json`);
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(locale, loaded);
  }
  return loaded;
}

/**
 * The text the app shows for an i18n key (`step_1.email_required`), read from the app's own locale files so
 * the journeys follow the wording instead of copying it. `{{name}}` placeholders are filled from `values`.
 */
export function t(key: string, values: Record<string, string | number> = {}, locale: Locale = 'gb'): string {
  let node: string | Messages | undefined = messages(locale);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text for "${key}" in ${locale}.json`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
