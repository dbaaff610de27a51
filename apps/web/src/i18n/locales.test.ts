import { LOCALE_TAG, LOCALES, type Locale } from '@installer/contracts';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// docs/decisions/0023-texts-in-two-parts.md: each language is three files, read here as one. Read as text: the
// modules' own objects are the ones i18next merges the later texts into.
const texts = import.meta.glob<string>('./locales/*/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const files = Object.fromEntries(
  Object.entries(texts).map(([path, text]) => [path, JSON.parse(text) as Tree]),
);
const PARTS = ['first', 'later', 'elsewhere'] as const;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const part = (name: string, which: (typeof PARTS)[number]) => {
  const file = files[`./locales/${which}/${name}.json`];
  if (!file) throw new Error(`missing locale file ${which}/${name}.json`);
  return flatten(file);
};
const locale = (name: string) => new Map(PARTS.flatMap((which) => [...part(name, which)]));
const gb = locale('gb');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must hold: gb's, with each plural text (i18next's `_one`, `_other`...) in the plural
 * categories of the locale's own language (Intl.PluralRules: English has one and other, Polish one, few, many
 * and other), so a language is held to its grammar, not to English's.
 */
function expectedKeys(name: Locale): string[] {
  const categories = new Intl.PluralRules(LOCALE_TAG[name]).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of gb.keys()) {
    if (!PLURAL.test(key)) keys.add(key);
    else for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
  }
  return [...keys].sort();
}

describe('locale files', () => {
  it("exist for the languages of the contracts' list and no other, in three parts", () => {
    const expected = PARTS.flatMap((which) => LOCALES.map((l) => `./locales/${which}/${l}.json`));
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });

  it.each(LOCALES)('%s holds exactly the keys of gb, plurals in its own categories', (name) => {
    const keys = [...locale(name).keys()].sort();
    expect(keys).toEqual(expectedKeys(name));
  });

  it.each(LOCALES)('%s puts each text in the same part as gb does', (name) => {
    const gbPart = new Map(
      PARTS.flatMap((which) => [...part('gb', which).keys()].map((key) => [key.replace(PLURAL, ''), which])),
    );
    for (const which of PARTS)
      for (const key of part(name, which).keys())
        expect(gbPart.get(key.replace(PLURAL, '')), key).toBe(which);
  });

  it('asks Polish for the four plural forms i18next reads', () => {
    expect(new Intl.PluralRules(LOCALE_TAG.pl).resolvedOptions().pluralCategories.sort()).toEqual([
      'few',
      'many',
      'one',
      'other',
    ]);
  });

  it.each(LOCALES)('%s keeps the {{placeholders}} of each gb text', (name) => {
    const messages = locale(name);
    const placeholders = (text: string | undefined) => (text?.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of gb) {
      // A plural form may leave out {{count}} ("one item"), and its forms differ by language: the key test holds them.
      if (PLURAL.test(key)) continue;
      expect(placeholders(messages.get(key)), key).toEqual(placeholders(text));
    }
  });

  it('has every spec §8 message key used by steps 1 to 3', () => {
    for (const key of [
      'step_1.email_required',
      'email_not_valid',
      'error_during_association',
      'number_required',
      'device_series_number_required',
      'device_cant_be_install',
      'device_not_found',
      'error_get_device',
      'device_series_number_not_found',
      'camera_error',
      'error_get_asset_types',
      'error_display_option',
      'no_internet_connection',
      'internal_server_error',
    ]) {
      expect(gb.has(key), key).toBe(true);
    }
  });
});

/**
 * Translation coverage: a file copied from gb is not a translation. Irish English (ie) may differ from gb
 * only where usage differs, so it is not held to this. Expected to fail until the translator lands.
 */
describe('translations', () => {
  it.each(LOCALES.filter((l) => l !== 'gb' && l !== 'ie'))('%s translates most gb texts', (name) => {
    const messages = locale(name);
    const same = [...gb].filter(([key, text]) => messages.get(key) === text).map(([key]) => key);
    // Language names, codes (SIRET, OK) and a few words like "Menu" legitimately stay identical.
    expect(
      same.length / gb.size,
      `${same.length} of ${gb.size} texts identical to gb, e.g. ${same.slice(0, 8).join(', ')}`,
    ).toBeLessThan(0.15);
  });

  it('writes French elisions with the typographic apostrophe, as the French reference texts do', () => {
    // One apostrophe throughout a screen: "l’adresse" beside "d'un" reads as a mistake.
    const straight = [...locale('fr')]
      .filter(([, text]) => /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/.test(text))
      .map(([key]) => key);
    expect(straight).toEqual([]);
  });
});
