import type { AssetType, DeviceCheck } from '@installer/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { WizardState } from '../wizard-core/wizard-store.ts';
import { demoAssetTypes, demoDevices } from './demo-data.ts';
import { equipmentHandlers } from './equipment-handlers.ts';
import { renderApp } from './render-app.tsx';
import { server } from './server.ts';

type User = ReturnType<typeof userEvent.setup>;

// The first render of a test file loads the lazy wizard and step chunks: slow on a shared two-core machine.
configure({ asyncUtilTimeout: 30_000 });

export const TANK_TYPE = demoAssetTypes[0] as AssetType;
export const SILO_TYPE = demoAssetTypes[1] as AssetType;
export const GENERIC_TYPE = demoAssetTypes[2] as AssetType;
export const TANK_DEVICE = demoDevices['10000001'] as DeviceCheck;

/** A customer found in step 1 (spec §4 200): their domiciles are address mode 1. */
export const WITH_CUSTOMER: Partial<WizardState> = {
  without_user: false,
  client_email: 'client@demo.test',
  lookup: { email: 'client@demo.test', status: 'found', user: { id_user: 7, email: 'client@demo.test' } },
};

/** The professional account (spec §1 without_user): no customer, so no saved address to preselect. */
export const WITHOUT_CUSTOMER: Partial<WizardState> = { without_user: true, client_email: '', lookup: null };

/** The wizard at step 4, as steps 1 to 3 leave it. */
export function renderStep4(
  options: { assetType?: AssetType; device?: DeviceCheck; wizard?: Partial<WizardState> } = {},
) {
  // The result screen's own calls, once the installation leads there, are in the default handlers.
  server.use(...equipmentHandlers());
  return renderApp('/installation', {
    wizard: {
      ...WITH_CUSTOMER,
      step: 'equipment',
      device_number: (options.device ?? TANK_DEVICE).device_number,
      device: options.device ?? TANK_DEVICE,
      asset_type: options.assetType ?? TANK_TYPE,
      ...options.wizard,
    },
  });
}

/** Picks an option of a native select by its label. */
export async function choose(user: User, label: RegExp | string, option: string) {
  const select = await screen.findByRole('combobox', { name: label });
  // The options arrive with their reference data.
  await user.selectOptions(select, await within(select).findByRole('option', { name: option }));
}

/** Address mode 1: the customer's first domicile, once preselected (address-block.tsx), or `name`. */
export async function chooseExistingDomicile(user: User, name = /Home/) {
  const existing = await screen.findByRole('radio', { name: /an existing address/i });
  await waitFor(() => expect(existing).toBeChecked());
  const domicile = await screen.findByRole('combobox', { name: /address of the client/i });
  await waitFor(() => expect(domicile).toHaveTextContent(/\S/));
  if (name.test(domicile.textContent ?? '')) return;
  await user.click(domicile);
  await user.click(await screen.findByRole('option', { name }));
}

export const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/**
 * Types a value in one go (a paste): per-key typing re-renders the whole form at each key in jsdom, and the
 * rules are the same.
 */
export async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
export const next = () => screen.getByRole('button', { name: 'Next' });

export interface TankChoices {
  name?: string;
  liquid?: string;
  localisation?: string;
  monitoring?: string;
}

/** A rectangular tank's block and specification (spec §2 Step 4), every required field filled; the address aside. */
export async function fillRectangularTankFields(user: User, choices: TankChoices = {}) {
  await fill(user, field(/name of the equipment/i), choices.name ?? 'Garage tank');
  await choose(user, /tank type/i, 'Rectangular');
  await fill(user, field(/height/i), '100');
  await fill(user, field(/length/i), '200');
  await fill(user, field(/width/i), '50');
  await choose(user, /liquid type/i, choices.liquid ?? 'Heating Oil');
  await choose(user, /localisation/i, choices.localisation ?? 'Outdoor');
  await choose(user, /monitoring type/i, choices.monitoring ?? 'Consumption');
}

/** The same tank at the customer's saved address: a step 4 that Next accepts. */
export async function fillRectangularTank(user: User, choices: TankChoices = {}) {
  await chooseExistingDomicile(user);
  await fillRectangularTankFields(user, choices);
}

/** What step 5's summary shows for `label`. */
export const summaryValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
