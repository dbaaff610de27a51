import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { preloadOnlyWhatIsMissing, withoutCss } from './preload-deps.ts';

const chunk = (fileName: string, imports: string[], isEntry = false) =>
  [fileName, { type: 'chunk', fileName, imports, isEntry } as unknown as OutputChunk] as const;

/** index (the entry) imports react; a lazy page imports react, the entry and a ui chunk, which imports icon. */
const bundle = Object.fromEntries([
  chunk('assets/index.js', ['assets/react.js'], true),
  chunk('assets/react.js', []),
  chunk('assets/page.js', ['assets/react.js', 'assets/form.js']),
  chunk('assets/form.js', []),
  chunk('assets/line.js', ['assets/index.js', 'assets/react.js', 'assets/ui.js', 'assets/form.js']),
  chunk('assets/ui.js', ['assets/icon.js']),
  chunk('assets/icon.js', []),
]) as OutputBundle;

function noted() {
  const preload = preloadOnlyWhatIsMissing();
  const hook = preload.plugins[0]?.generateBundle as {
    handler: (options: unknown, output: OutputBundle) => void;
  };
  hook.handler({}, bundle);
  return preload.resolveDependencies;
}

describe('a lazy import’s preload list', () => {
  it('names only what neither the entry nor the importing chunk has brought already', () => {
    const resolve = noted();
    const deps = [
      'assets/line.js',
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
      'assets/form.js',
      'assets/icon.js',
    ];
    expect(resolve('assets/line.js', deps, { hostId: 'assets/page.js', hostType: 'js' })).toEqual([
      'assets/line.js',
      'assets/ui.js',
      'assets/icon.js',
    ]);
    expect(resolve('assets/line.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/line.js',
      'assets/ui.js',
      'assets/form.js',
      'assets/icon.js',
    ]);
  });

  it('names nothing when only the lazy chunk itself is missing: its import() fetches it as early', () => {
    const resolve = noted();
    const deps = ['assets/form.js', 'assets/react.js'];
    expect(resolve('assets/form.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([]);
    // Its own imports still missing: the list, itself first, lets them load beside it.
    expect(
      resolve('assets/ui.js', ['assets/ui.js', 'assets/icon.js'], {
        hostId: 'assets/page.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/ui.js', 'assets/icon.js']);
  });

  it('names nothing for the lazy imports of a chunk holding a module it is told is listless', () => {
    const preload = preloadOnlyWhatIsMissing({ listless: /\/lazy-table\.ts$/ });
    const hook = preload.plugins[0]?.generateBundle as {
      handler: (options: unknown, output: OutputBundle) => void;
    };
    const table = {
      type: 'chunk',
      fileName: 'assets/table.js',
      imports: ['assets/index.js'],
      isEntry: false,
    };
    hook.handler({}, {
      ...bundle,
      'assets/table.js': { ...table, moduleIds: ['/app/src/lazy-table.ts'] },
    } as never);
    const deps = ['assets/ui.js', 'assets/icon.js'];
    expect(
      preload.resolveDependencies('assets/ui.js', deps, { hostId: 'assets/table.js', hostType: 'js' }),
    ).toEqual([]);
    expect(
      preload.resolveDependencies('assets/ui.js', deps, { hostId: 'assets/page.js', hostType: 'js' }),
    ).toEqual(deps);
  });

  it('keeps the HTML’s list, and any list of a chunk it does not know, as Vite gives them', () => {
    const resolve = noted();
    const deps = ['assets/index.js', 'assets/react.js'];
    expect(resolve('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(resolve('assets/x.js', deps, { hostId: 'assets/worker.js', hostType: 'js' })).toEqual(deps);
  });
});

describe('a chunk’s preload lists without the CSS already there', () => {
  const lists = (files: string[]) =>
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n`;

  it('takes the files out and renumbers every list', () => {
    const code = `${lists(['assets/a.js', 'assets/index.css', 'assets/a.css', 'assets/b.js'])}x(__vite__mapDeps([0,1,2])),y(__vite__mapDeps([1,3]))`;
    expect(withoutCss(code, new Set(['assets/index.css']))).toBe(
      `${lists(['assets/a.js', 'assets/a.css', 'assets/b.js'])}x(__vite__mapDeps([0,1])),y(__vite__mapDeps([2]))`,
    );
  });

  it('leaves no list when nothing is left, and a chunk whose lists hold none of them as it was', () => {
    const code = `${lists(['assets/index.css'])}x(__vite__mapDeps([0]))`;
    expect(withoutCss(code, new Set(['assets/index.css']))).toBe('x([])');
    const other = `${lists(['assets/a.js', 'assets/a.css'])}x(__vite__mapDeps([0,1]))`;
    expect(withoutCss(other, new Set(['assets/index.css']))).toBe(other);
  });
});
