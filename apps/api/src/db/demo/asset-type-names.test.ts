import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@installer/contracts';
import { CLASSIC_ASSET_TYPES } from './catalogue.ts';
import { DEMO_MODULES } from './modules.ts';

/** What step 3 lists for the demo professional, before the desk filter (spec §2 Step 3, §4). */
const STEP_3_TYPES = [
  ...CLASSIC_ASSET_TYPES.map((type) => ({ key: type.key, name: type.value })),
  ...DEMO_MODULES.map((module) => ({ key: module.key, name: module.name })),
];

/** Linking words of the seven content languages: they tell no name apart. */
const LINKING_WORDS = new Set(
  'a à au aux and d de del della dei der des di do du e el en et für il in l la le les lo los met mit o oder of or ou per the und van voor y zu'.split(
    ' ',
  ),
);

/**
 * The words that tell a name apart: lower case, without accents or linking words, plurals folded
 * ('Tanks', "Silo's" and 'Bijenkasten' are 'tank', 'silo' and 'bijenkast').
 */
function words(name: string): Set<string> {
  return new Set(
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}']+/u)
      .map((word) => word.replace(/'s$/, '').replace(/^\w'/, ''))
      .filter((word) => word !== '' && !LINKING_WORDS.has(word))
      .map((word) => word.replace(/(?<=\w{4})en$/, '').replace(/(?<=\w{3})s$/, '')),
  );
}

const isWithin = (a: Set<string>, b: Set<string>) => [...a].every((word) => b.has(word));

function lookAlikes(language: ContentLanguage): string[] {
  const found: string[] = [];
  STEP_3_TYPES.forEach((a, i) => {
    for (const b of STEP_3_TYPES.slice(i + 1)) {
      const [wordsA, wordsB] = [words(a.name[language]), words(b.name[language])];
      // 'Tank' and 'Gas tanks': all of one name is in the other, so it reads as the same thing.
      if (isWithin(wordsA, wordsB) || isWithin(wordsB, wordsA)) {
        found.push(`${a.key} "${a.name[language]}" / ${b.key} "${b.name[language]}"`);
      }
    }
  });
  return found;
}

describe('step 3 names cannot be confused (spec §2 Step 3)', () => {
  it.each(CONTENT_LANGUAGES.map((language) => [language]))(
    'in %s, no name is another one, another one’s plural, or contained in another one',
    (language) => {
      expect(lookAlikes(language)).toEqual([]);
    },
  );

  it('the check finds the look-alikes the names had', () => {
    expect(isWithin(words('Tank'), words('Gas tanks'))).toBe(true);
    expect(isWithin(words('Silo'), words('Silos'))).toBe(true);
    expect(isWithin(words("Silo's"), words('Silo'))).toBe(true);
    expect(isWithin(words('Bijenkast'), words('Bijenkasten'))).toBe(true);
    expect(isWithin(words('Compteurs'), words('Compteurs B-Meters'))).toBe(true);
    expect(isWithin(words('Cuve'), words('Pression de cuve'))).toBe(true);
    expect(isWithin(words('Tank (level sensor)'), words('Tank (module)'))).toBe(false);
  });
});
