import { api, type DeviceCheck, type PrimedCustomers, type PrimedDevices } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { writeList } from '../features/priming/priming-db.ts';
import { forgetPrimedMemory } from '../features/priming/primed-data.ts';
import { demoDevices, demoSession } from './demo-data.ts';
import { USER_DOMICILES } from './equipment-handlers.ts';
import { apiUrl } from './handlers.ts';

/** When the demo lists below were primed: 09:30 on a day long past. */
export const PRIMED_AT = '2026-11-24T09:30:00.000Z';

/** DESIGN §4 customers as the priming list gives them (the step-1 look-up's statuses, spec §4). */
export function demoPrimedCustomers(patch: Partial<PrimedCustomers> = {}): PrimedCustomers {
  return {
    customers: [
      { email: 'client@demo.test', lookup_status: 200, id_user: 7, domiciles: USER_DOMICILES },
      { email: 'incomplete@demo.test', lookup_status: 206, id_user: 8, domiciles: [] },
      { email: 'taken@demo.test', lookup_status: 410, id_user: null, domiciles: [] },
    ],
    truncated: false,
    primed_at: PRIMED_AT,
    ...patch,
  };
}

const primed = (device: DeviceCheck | undefined, is_installed = false) => ({
  ...(device as DeviceCheck),
  is_installed,
  id_installation: is_installed ? 90 : null,
});

/** DESIGN §4 devices as the priming list gives them, with 10000002 installed since. */
export function demoPrimedDevices(patch: Partial<PrimedDevices> = {}): PrimedDevices {
  return {
    devices: [
      primed(demoDevices['10000001']),
      primed(demoDevices['10000244']),
      primed(demoDevices['10000404']),
      primed(demoDevices['10000002'], true),
    ],
    truncated: false,
    primed_at: PRIMED_AT,
    ...patch,
  };
}

/** The two priming lists, answered as the server would (docs/decisions/0012-offline-priming.md). */
export function primingHandlers(
  lists: { customers?: () => PrimedCustomers; devices?: () => PrimedDevices } = {},
) {
  return [
    http.get(apiUrl(api.professionalCustomers), () =>
      HttpResponse.json({ data: (lists.customers ?? demoPrimedCustomers)() }),
    ),
    http.get(apiUrl(api.professionalDevices), () =>
      HttpResponse.json({ data: (lists.devices ?? demoPrimedDevices)() }),
    ),
  ];
}

/** The demo installer's phone after a priming: the lists in IndexedDB, as a step reads them. */
export async function primeDemoPhone(
  lists: { customers?: PrimedCustomers; devices?: PrimedDevices } = {},
): Promise<void> {
  const installer = demoSession.installer.id_installer;
  await writeList(installer, 'customers', lists.customers ?? demoPrimedCustomers());
  await writeList(installer, 'devices', lists.devices ?? demoPrimedDevices());
  forgetPrimedMemory();
}

/** The browser says it has no network, and tells the page (spec §4: the app tracks the state). */
export function goOffline(): void {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

export function goOnline(): void {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}
