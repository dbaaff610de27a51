import type { AssetType, DeviceCheck } from '@installer/contracts';
import type { RequestHandler } from 'msw';
import { Suspense } from 'react';
import { AppProviders } from '../app/app-providers.tsx';
import { AppSnackbar } from '../app/app-snackbar.tsx';
import { Step4Equipment } from '../features/wizard/steps/step-4-equipment.tsx';
import { QueryProvider } from '../lib/queries.tsx';
import { initialWizardState, type WizardState } from '../wizard-core/wizard-store.ts';
import { demoSession } from './demo-data.ts';
import { equipmentHandlers } from './equipment-handlers.ts';
import { server } from './server.ts';
import { TANK_DEVICE, TANK_TYPE, WITH_CUSTOMER } from './step-4.ts';
import { mountPage } from './render-app.tsx';

/**
 * Step 4 alone, as the wizard shows it at /installation after steps 1 to 3 (renderStep4 without the shell,
 * the stepper and the lazy chunks): what the step needs around it is the app's providers, TanStack Query
 * and the snackbar. Where Next leads (step 5, /result) is the browser's location, read through `router`;
 * that screen is not shown. For a test of the step itself; a test of the wizard around it uses renderStep4.
 */
export function renderStep4Form(
  options: {
    assetType?: AssetType;
    device?: DeviceCheck;
    wizard?: Partial<WizardState>;
    /** The test's own answers, over the step's: in place before the first call goes. */
    handlers?: RequestHandler[];
  } = {},
) {
  server.use(...equipmentHandlers());
  // A later use() comes first; within one, the first handler that matches answers.
  if (options.handlers) server.use(...options.handlers);
  window.localStorage.setItem('installer.session', JSON.stringify(demoSession));
  const device = options.device ?? TANK_DEVICE;
  const wizard: WizardState = {
    ...initialWizardState(),
    ...WITH_CUSTOMER,
    step: 'equipment',
    device_number: device.device_number,
    device,
    asset_type: options.assetType ?? TANK_TYPE,
    ...options.wizard,
  };
  window.localStorage.setItem('installer.wizard', JSON.stringify(wizard));
  return mountPage('/installation', () => (
    <AppProviders options={{ loaderDelayMs: 0, pageStartedAt: 0 }}>
      <QueryProvider>
        <main>
          <Suspense fallback={null}>
            <Step4Equipment />
          </Suspense>
        </main>
      </QueryProvider>
      <AppSnackbar />
    </AppProviders>
  ));
}
