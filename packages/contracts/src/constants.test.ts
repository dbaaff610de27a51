import { describe, expect, it } from 'vitest';
import { localeFromTag } from './constants.ts';

describe('locale of a browser tag (spec §1)', () => {
  it('picks the eight languages, Irish English apart, gb when unknown', () => {
    expect(localeFromTag('fr-FR')).toBe('fr');
    expect(localeFromTag('en-US')).toBe('gb');
    expect(localeFromTag('en-IE')).toBe('ie');
    expect(localeFromTag('de')).toBe('de');
    expect(localeFromTag('pt-BR')).toBe('pt');
    expect(localeFromTag('ja-JP')).toBe('gb');
    expect(localeFromTag('')).toBe('gb');
    expect(localeFromTag(undefined)).toBe('gb');
  });
});
