import { describe, expect, it } from 'vitest';
import { filesOutsideTheDay } from './elsewhere-chunks.ts';

const SRC = '/repo/apps/web/src';

function chunk(
  facade: string | null,
  {
    imports = [],
    dynamic = [],
    css = [],
    entry = false,
  }: Partial<Record<'imports' | 'dynamic' | 'css', string[]>> & {
    entry?: boolean;
  } = {},
) {
  return {
    type: 'chunk' as const,
    isEntry: entry,
    imports,
    dynamicImports: dynamic,
    facadeModuleId: facade,
    viteMetadata: { importedCss: new Set(css) },
  };
}

describe('filesOutsideTheDay', () => {
  it('leaves out what only the office, the space and the public report reach, and keeps what is shared', () => {
    const bundle = {
      'assets/index.js': chunk(`${SRC}/main.tsx`, {
        entry: true,
        imports: ['assets/react.js'],
        dynamic: [
          'assets/wizard-page.js',
          'assets/board-page.js',
          'assets/space-pages.js',
          'assets/report-page.js',
          'assets/require-office.js',
        ],
        css: ['assets/index.css'],
      }),
      'assets/react.js': chunk(null),
      'assets/wizard-page.js': chunk(`${SRC}/features/wizard/wizard-page.tsx`, {
        imports: ['assets/button.js'],
        dynamic: ['assets/share-report-dialog.js'],
        css: ['assets/wizard-page.css'],
      }),
      // The installer's own part of features/report: kept.
      'assets/share-report-dialog.js': chunk(`${SRC}/features/report/share-report-dialog.tsx`),
      'assets/board-page.js': chunk(`${SRC}/features/office/board/board-page.tsx`, {
        imports: ['assets/button.js', 'assets/table.js'],
        css: ['assets/board-page.css'],
      }),
      'assets/space-pages.js': chunk(`${SRC}/features/customer-space/space-pages.ts`, {
        imports: ['assets/handover-report.js'],
      }),
      'assets/report-page.js': chunk(`${SRC}/features/report/report-page.tsx`, {
        imports: ['assets/handover-report.js'],
      }),
      'assets/require-office.js': chunk(`${SRC}/app/require-office.tsx`),
      'assets/handover-report.js': chunk(`${SRC}/features/report/handover-report.tsx`),
      'assets/button.js': chunk(`${SRC}/lib/ui/button.tsx`),
      'assets/table.js': chunk(`${SRC}/lib/ui/table.tsx`),
      'assets/index.css': { type: 'asset' as const },
      'assets/wizard-page.css': { type: 'asset' as const },
      'assets/board-page.css': { type: 'asset' as const },
      'assets/logo.svg': { type: 'asset' as const },
    };

    expect([...filesOutsideTheDay(bundle)].sort()).toEqual([
      'assets/board-page.css',
      'assets/board-page.js',
      'assets/handover-report.js',
      'assets/report-page.js',
      'assets/require-office.js',
      'assets/space-pages.js',
      'assets/table.js',
    ]);
  });

  it('keeps a chunk that the installer reaches by one path and the office by another', () => {
    const bundle = {
      'assets/index.js': chunk(`${SRC}/main.tsx`, {
        entry: true,
        dynamic: ['assets/board-page.js', 'assets/result-page.js'],
      }),
      'assets/board-page.js': chunk(`${SRC}/features/office/board/board-page.tsx`, {
        imports: ['assets/office-api.js'],
      }),
      'assets/result-page.js': chunk(`${SRC}/features/result/result-page.tsx`, {
        imports: ['assets/office-api.js'],
      }),
      'assets/office-api.js': chunk(`${SRC}/api/office.ts`),
    };

    expect([...filesOutsideTheDay(bundle)]).toEqual(['assets/board-page.js']);
  });

  it('leaves out the schemas only the office and the space call, which the API client’s lazy table names', () => {
    const CONTRACTS = '/repo/packages/contracts/src';
    const shared = (moduleIds: string[]) => ({ ...chunk(null), moduleIds });
    const bundle = {
      'assets/index.js': chunk(`${SRC}/main.tsx`, { entry: true, dynamic: ['assets/areas.js'] }),
      'assets/areas.js': chunk('\\0virtual:installer-endpoint-areas', {
        dynamic: ['assets/devices.js', 'assets/ingest.js', 'assets/office.js', 'assets/space.js'],
      }),
      'assets/devices.js': chunk(`${CONTRACTS}/api/devices.ts`),
      'assets/ingest.js': chunk(`${CONTRACTS}/api/ingest.ts`),
      // Shared by Rolldown with the office's pages: no facade, only the office's module.
      'assets/office.js': shared([`${CONTRACTS}/api/office.ts`]),
      // Shared with a rule that is not only the space's: kept.
      'assets/space.js': shared([`${CONTRACTS}/rules/password.ts`, `${CONTRACTS}/api/customer-space.ts`]),
    };

    expect([...filesOutsideTheDay(bundle)].sort()).toEqual(['assets/ingest.js', 'assets/office.js']);
  });
});
