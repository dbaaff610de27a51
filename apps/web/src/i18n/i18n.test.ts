import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, currentLocale, initialLocale } from './i18n.ts';

describe('the first language (spec §1)', () => {
  afterEach(async () => {
    await changeLocale('gb');
    window.localStorage.clear();
  });

  it.each([
    ['fr-FR', 'fr'],
    ['de', 'de'],
    ['en-IE', 'ie'],
    ['en-US', 'gb'],
    ['pt-BR', 'pt'],
    ['pl-PL', 'pl'],
    ['ja-JP', 'gb'],
  ])('is the browser language %s -> %s', (tag, locale) => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
    expect(initialLocale()).toBe(locale);
  });

  it('is the remembered choice when there is one', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    await changeLocale('nl');
    expect(currentLocale()).toBe('nl');
    expect(initialLocale()).toBe('nl');
    expect(document.documentElement.lang).toBe('nl-NL');
  });

  it('ignores a stored value that is not one of the eight locales', () => {
    window.localStorage.setItem('installer.locale', 'xx');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('it-IT');
    expect(initialLocale()).toBe('it');
  });
});

describe('a missing text (docs/decisions/0023-texts-in-two-parts.md)', () => {
  it('is said in the console, not shown silently', () => {
    // Taken over from the setup's watcher, which fails any test that writes an error.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // biome-ignore lint/suspicious/noExplicitAny: a key no locale has, on purpose.
    expect(i18next.t('step_9.nothing' as any)).toBe('step_9.nothing');
    expect(errors.mock.calls).toEqual([['missing text: step_9.nothing']]);
  });
});
