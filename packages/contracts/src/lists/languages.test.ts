import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  languageFromAcceptLanguage,
  languageFromCode,
  localeFromAcceptLanguage,
  localeFromTag,
  localeOfTag,
} from './languages.ts';

describe('content language of a request (spec §1: English when the locale is unknown)', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-CH', 'de'],
    ['nl-BE, fr;q=0.5', 'nl'],
    ['en-IE', 'en'],
    ['en-GB', 'en'],
    ['pt-BR', 'pt'],
    ['pl-PL,pl;q=0.9,en;q=0.8', 'pl'],
    ['ja-JP, it;q=0.7, es;q=0.9', 'es'],
    ['it;q=0.2, pt;q=0.2', 'it'],
    ['fr;q=0, de', 'de'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['x'.repeat(10_000), 'en'],
  ])('%s reads %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('reads the app’s own locale codes in a path: gb and ie are English, unknown is English', () => {
    expect(['fr', 'gb', 'ie', 'de', 'NL', 'pl', 'zz'].map(languageFromCode)).toEqual([
      'fr',
      'en',
      'en',
      'de',
      'nl',
      'pl',
      'en',
    ]);
  });

  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-IE', 'ie'],
    ['pl', 'pl'],
    ['en-US,en;q=0.9', 'gb'],
    ['ja-JP, it;q=0.7, es;q=0.9', 'es'],
    ['ja-JP', 'gb'],
    [undefined, 'gb'],
  ])('%s is the interface locale %s (a handover report link remembers it)', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('locale of a browser tag (spec §1)', () => {
  it('picks the listed languages, Irish English apart, gb when unknown', () => {
    expect(localeFromTag('fr-FR')).toBe('fr');
    expect(localeFromTag('en-US')).toBe('gb');
    expect(localeFromTag('en-IE')).toBe('ie');
    expect(localeFromTag('de')).toBe('de');
    expect(localeFromTag('pt-BR')).toBe('pt');
    expect(localeFromTag('pl-PL')).toBe('pl');
    expect(localeFromTag('ja-JP')).toBe('gb');
    expect(localeFromTag('')).toBe('gb');
    expect(localeFromTag(undefined)).toBe('gb');
  });

  it('says when a tag is none of our languages, rather than reading it as English', () => {
    expect(localeOfTag('fr-CA')).toBe('fr');
    expect(localeOfTag('en-IE')).toBe('ie');
    expect(localeOfTag('ja-JP')).toBeNull();
    expect(localeOfTag('')).toBeNull();
  });
});

describe('content languages', () => {
  it("are the locales' languages, each once: Irish and British English read the same texts", () => {
    expect(CONTENT_LANGUAGES).toEqual(['fr', 'en', 'de', 'nl', 'it', 'es', 'pt', 'pl']);
  });
});
