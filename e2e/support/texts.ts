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

/** The parts as one tree: a namespace may have texts in two (office.menu is shown before the office). */
function merge(first: Messages, later: Messages): Messages {
  const out: Messages = { ...first };
  for (const [key, value] of Object.entries(later)) {
    const mine = out[key];
    out[key] = typeof mine === 'object' && typeof value === 'object' ? merge(mine, value) : value;
  }
  return out;
}

function messages(locale: Locale): Messages {
  let loaded = cache.get(locale);
  if (!loaded) {
    // docs/decisions/0023-texts-in-two-parts.md: a language's texts are three files: the first, the later and
    // the elsewhere ones (the office's and the customer's space's).
    const read = (part: string) =>
      JSON.parse(
        readFileSync(path.join(WEB_DIR, 'src/i18n/locales', part, `${locale}.json`), 'utf8'),
      ) as Messages;
    loaded = merge(merge(read('first'), read('later')), read('elsewhere'));
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
  if (typeof node !== 'string') throw new Error(`no text for "${key}" in the ${locale} locale files`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
