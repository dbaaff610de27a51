import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/0023-texts-in-two-parts.md: the first screens (the shell, the sign-in, step 1, and what they
 * load without `withLaterTexts`) speak with the first texts only, since the later ones are not there yet when
 * they show. This follows their imports from main.tsx, static ones and `import()`s not wrapped in
 * `withLaterTexts(...)` or `withElsewhereTexts(...)`, and checks every text key written in those files against
 * the first part. Likewise the installer's screens (every import but those wrapped in `withElsewhereTexts`)
 * never name a text of the office's or the customer's space's part, which they do not load.
 */

type Tree = { [key: string]: string | Tree };

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);
const parts = import.meta.glob<string>('./locales/*/gb.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
}
const partKeys = (which: string) => flatten(JSON.parse(parts[`./locales/${which}/gb.json`] ?? '{}') as Tree);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keysOf = (...which: string[]) =>
  new Set(which.flatMap((part) => partKeys(part)).map((key) => key.replace(PLURAL, '')));
const firstKeys = keysOf('first');
const installerKeys = keysOf('first', 'later');
const namespaces = new Set(
  [...partKeys('first'), ...partKeys('later'), ...partKeys('elsewhere')].map((key) => key.split('.')[0]),
);

/** `./app/x.tsx` seen from `/src/main.tsx`: a glob key (`/src/app/x.tsx`), with the extension the import names. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

const STATIC = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+\.tsx?)'/g;
const DYNAMIC = /(?:(with(?:Later|Elsewhere)Texts)\(\s*)?import\(\s*'(\.{1,2}\/[^']+\.tsx?)'\s*\)/g;

/**
 * Imported by the first screens' background work without being shown by it: the priming keeps the scanner's
 * code for a day without signal (docs/decisions/0012-offline-priming.md); step 2 shows it, with its texts.
 */
const LOADED_NOT_SHOWN = new Set(['/src/features/scanner/index.ts']);

/** The files main.tsx reaches, not through an `import()` wrapped in one of `stopAt`, nor into `skip`. */
function filesFromMain(stopAt: readonly string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = ['/src/main.tsx'];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || skip.has(file)) continue;
    const text = sources[file];
    if (text === undefined) throw new Error(`no source ${file}`);
    seen.add(file);
    for (const [, specifier] of text.matchAll(STATIC)) queue.push(resolve(file, specifier as string));
    for (const [, wrapper, specifier] of text.matchAll(DYNAMIC)) {
      if (!wrapper || !stopAt.includes(wrapper)) queue.push(resolve(file, specifier as string));
    }
  }
  return seen;
}

/** The text keys a file names: 'ns.key' literals of our namespaces, and `ns.prefix${...}` templates. */
function keysIn(text: string): Array<{ key: string; prefix: boolean }> {
  const found: Array<{ key: string; prefix: boolean }> = [];
  for (const [, key] of text.matchAll(/['"`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)['"`]/g)) {
    if (namespaces.has((key as string).split('.')[0] as string))
      found.push({ key: key as string, prefix: false });
  }
  for (const [, key] of text.matchAll(/`([a-z0-9_]+\.[a-z0-9_.]*)\$\{/g)) {
    if (namespaces.has((key as string).split('.')[0] as string))
      found.push({ key: key as string, prefix: true });
  }
  return found;
}

/** The keys named in `files` that `known` does not hold (a template's prefix: that no known key starts with). */
function unknownKeys(files: Set<string>, known: Set<string>): string[] {
  const missing: string[] = [];
  for (const file of files) {
    for (const { key, prefix } of keysIn(sources[file] ?? '')) {
      const found = prefix ? [...known].some((each) => each.startsWith(key)) : known.has(key);
      if (!found) missing.push(`${file}: ${key}`);
    }
  }
  return missing;
}

describe('the first texts', () => {
  const files = filesFromMain(['withLaterTexts', 'withElsewhereTexts'], LOADED_NOT_SHOWN);

  it('are followed from main.tsx through the sign-in and step 1, not beyond', () => {
    expect(files).toContain('/src/features/auth/login-page.tsx');
    expect(files).toContain('/src/features/wizard/steps/step-1-target.tsx');
    expect(files).toContain('/src/app/app-menu-list.tsx');
    expect(files).not.toContain('/src/features/wizard/steps/step-2-device.tsx');
    expect(files).not.toContain('/src/features/result/result-page.tsx');
    expect(files).not.toContain('/src/features/office/board/board-page.tsx');
  });

  it('hold every text the first screens name', () => {
    expect(files.size).toBeGreaterThan(50);
    expect(unknownKeys(files, firstKeys)).toEqual([]);
  });
});

describe("the installer's texts", () => {
  const files = filesFromMain(['withElsewhereTexts']);

  it('are followed through every screen of the installer, not into the office or the customer space', () => {
    expect(files).toContain('/src/features/result/result-page.tsx');
    expect(files).toContain('/src/features/my-installations/my-installations-page.tsx');
    expect(files).toContain('/src/features/report/report-page.tsx');
    expect(files).not.toContain('/src/features/office/board/board-page.tsx');
    expect(files).not.toContain('/src/features/customer-space/space-pages.ts');
  });

  it('hold every text those screens name: none from the office and the space part', () => {
    expect(unknownKeys(files, installerKeys)).toEqual([]);
  });
});
