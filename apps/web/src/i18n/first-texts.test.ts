import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/0023-texts-in-two-parts.md: the first screens (the shell, the sign-in, step 1, and what they
 * load without `withLaterTexts`) speak with the first texts only, since the later ones are not there yet when
 * they show. This follows their imports from main.tsx, static ones and `import()`s not wrapped in
 * `withLaterTexts(...)`, and checks every text key written in those files against the first part.
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
const firstKeys = new Set(partKeys('first').map((key) => key.replace(PLURAL, '')));
const namespaces = new Set([...partKeys('first'), ...partKeys('later')].map((key) => key.split('.')[0]));

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
const DYNAMIC = /(withLaterTexts\(\s*)?import\(\s*'(\.{1,2}\/[^']+\.tsx?)'\s*\)/g;

/**
 * Imported by the first screens' background work without being shown by it: the priming keeps the scanner's
 * code for a day without signal (docs/decisions/0012-offline-priming.md); step 2 shows it, with its texts.
 */
const LOADED_NOT_SHOWN = new Set(['/src/features/scanner/index.ts']);

function firstScreenFiles(): Set<string> {
  const seen = new Set<string>();
  const queue = ['/src/main.tsx'];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || LOADED_NOT_SHOWN.has(file)) continue;
    const text = sources[file];
    if (text === undefined) throw new Error(`no source ${file}`);
    seen.add(file);
    for (const [, specifier] of text.matchAll(STATIC)) queue.push(resolve(file, specifier as string));
    for (const [, later, specifier] of text.matchAll(DYNAMIC)) {
      if (!later) queue.push(resolve(file, specifier as string));
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

describe('the first texts', () => {
  const files = firstScreenFiles();

  it('are followed from main.tsx through the sign-in and step 1, not beyond', () => {
    expect(files).toContain('/src/features/auth/login-page.tsx');
    expect(files).toContain('/src/features/wizard/steps/step-1-target.tsx');
    expect(files).toContain('/src/app/app-menu-list.tsx');
    expect(files).not.toContain('/src/features/wizard/steps/step-2-device.tsx');
    expect(files).not.toContain('/src/features/result/result-page.tsx');
    expect(files).not.toContain('/src/features/office/board/board-page.tsx');
  });

  it('hold every text the first screens name', () => {
    const missing: string[] = [];
    expect(files.size).toBeGreaterThan(50);
    for (const file of files) {
      for (const { key, prefix } of keysIn(sources[file] ?? '')) {
        const known = prefix ? [...firstKeys].some((first) => first.startsWith(key)) : firstKeys.has(key);
        if (!known) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
