/**
 * The web app's floor plan, checked by `npm run lint` (apps/web/ARCHITECTURE.md). From the ground up:
 * lib/ and i18n/ (no feature), wizard-core/ (the wizard's state and step chrome), features/ (each behind
 * its public entry), app/ and the two entry points (main.tsx, sw.ts).
 */
const TEST = '(^src/test/|\\.test\\.tsx?$)';

/**
 * The files that still take their components from the UI kit (MUI and emotion), each loaded with the kit's
 * theme through lib/ui/with-kit.tsx. The list only shrinks: a file moved onto lib/ui leaves it, and no other
 * file may import the kit (apps/web/ARCHITECTURE.md, docs/decisions/0013-one-component-vocabulary.md). When it is
 * empty, MUI and emotion leave package.json with kit-theme.tsx and with-kit.tsx.
 */
const STILL_ON_KIT = [
  'features/address/address-block',
  'features/address/chosen-place',
  'features/address/existing-domicile',
  'features/address/locate-address',
  'features/address/new-address',
  'features/address/offline-address-note',
  'features/address/place-search',
  'features/camera/camera-overlay',
  'features/equipment/brand-model-fields',
  'features/equipment/classic-form',
  'features/equipment/fields',
  'features/equipment/form-loading',
  'features/equipment/generic/generic-block',
  'features/equipment/invalid-summary',
  'features/equipment/module/add-client-dialog',
  'features/equipment/module/customer-field',
  'features/equipment/module/model-card',
  'features/equipment/module/module-form',
  'features/equipment/silo/silo-block',
  'features/equipment/specification/specification-block',
  'features/equipment/step-four-form',
  'features/equipment/tank/tank-block',
  'features/installation/refusal-alert',
  'features/my-installations/installation-line',
  'features/my-installations/my-installations-page',
  'features/outbox/queued-installation',
  'features/report/report-equipment',
  'features/report/report-page',
  'features/report/report-parts',
  'features/report/report-section',
  'features/report/share-report-button',
  'features/report/share-report-dialog',
  'features/result/add-photo-button',
  'features/result/after-visit-actions',
  'features/result/beep-hint',
  'features/result/emission-measures',
  'features/result/installation-notice',
  'features/result/measure-list',
  'features/result/result-page',
  'features/result/result-screen',
  'features/result/signal-quality',
  'features/result/signal-test',
  'features/scanner/scanner-dialog',
  'features/swap/swap-page',
  'features/wizard/steps/asset-type-choice',
  'features/wizard/steps/beehive-help-dialog',
  'features/wizard/steps/step-2-device',
  'features/wizard/steps/step-3-asset-type',
  'features/wizard/steps/step-4-equipment',
  'features/wizard/steps/step-5-external-config',
  'lib/ui/kit-theme',
].map((file) => `^src/${file}\\.tsx$`);

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
        "A screen's components are the app's own (lib/ui): the UI kit and its styling runtime only in the files " +
        'still listed in STILL_ON_KIT, which load it with their chunk (docs/decisions/0013-one-component-vocabulary.md).',
      severity: 'error',
      from: { path: '^src/', pathNot: [TEST, ...STILL_ON_KIT] },
      to: { path: 'node_modules/(@mui/|@emotion/)' },
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
