/**
 * The web app's floor plan, checked by `npm run lint` (apps/web/ARCHITECTURE.md). From the ground up:
 * lib/ and i18n/ (no feature), wizard-core/ (the wizard's state and step chrome), features/ (each behind
 * its public entry), app/ and the two entry points (main.tsx, sw.ts).
 */
const TEST = '(^src/test/|\\.test\\.tsx?$)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes the load order and the floors meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ground-floor-stays-down',
      comment: 'lib/ and i18n/ are feature-free: they import no feature, no wizard state, no shell.',
      severity: 'error',
      from: { path: '^src/(lib|i18n)/', pathNot: TEST },
      to: { path: '^src/(features|wizard-core|app)/|^src/(main|sw)\\.tsx?$' },
    },
    {
      name: 'wizard-core-below-features',
      comment: 'The wizard state and step chrome sit under every feature, and know none of them.',
      severity: 'error',
      from: { path: '^src/wizard-core/', pathNot: TEST },
      to: { path: '^src/(features|app)/|^src/(main|sw)\\.tsx?$' },
    },
    {
      name: 'features-not-into-app',
      comment: 'The shell uses features; a feature never reaches up into the shell.',
      severity: 'error',
      from: { path: '^src/features/', pathNot: TEST },
      to: { path: '^src/app/|^src/(main|sw)\\.tsx?$' },
    },
    {
      name: 'feature-through-its-entry',
      comment:
        'A feature uses another through its index.ts, or loads a part of it on demand (a dynamic import of a ' +
        'dialog or a screen): never its internals.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'shell-through-entries',
      comment: 'The shell and main.tsx use index.ts of a feature, or load its screen on demand.',
      severity: 'error',
      from: { path: '^src/(app/|main\\.tsx$)', pathNot: TEST },
      to: {
        path: '^src/features/',
        pathNot: '^src/features/[^/]+/index\\.ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'worker-through-worker-entries',
      comment: 'The service worker takes from a feature only its worker.ts: no page code, no React, no zod.',
      severity: 'error',
      from: { path: '^src/sw\\.ts$' },
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/worker\\.ts$' },
    },
    {
      name: 'components-from-lib-ui',
      comment:
        "A screen's components are the app's own (lib/ui, on native elements and plain CSS): no component kit and " +
        'no styling runtime (docs/decisions/0013-one-component-vocabulary.md).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: 'node_modules/(@mui/|@emotion/|@base-ui/|@radix-ui/|@headlessui/|styled-components)' },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Test helpers live in src/test/ and beside tests; the app never imports them.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
