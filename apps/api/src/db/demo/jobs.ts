/**
 * The demo office's jobs (docs/decisions/0022-office-jobs.md): today and tomorrow, counted from the day the
 * seed runs, for both installers of the demo professional, at client@demo.test's addresses, on the job
 * devices 10000501.. (demo/devices.ts).
 */
export interface DemoJob {
  /** Days after the seed's day. */
  day: 0 | 1;
  installer: string;
  customer: string;
  /** One of the customer's domiciles, by name. */
  address: string;
  type_key: string;
  device_numbers: string[];
  device_count: number;
  window: [string, string] | null;
  notes: string;
}

export const DEMO_JOBS: DemoJob[] = [
  {
    day: 0,
    installer: 'installer@demo.test',
    customer: 'client@demo.test',
    address: 'Maison',
    type_key: 'cuve',
    device_numbers: ['10000501', '10000502'],
    device_count: 0,
    window: ['08:00', '10:00'],
    notes: 'Two fuel tanks in the cellar; the key is with the neighbour at number 14.',
  },
  {
    day: 1,
    installer: 'installer@demo.test',
    customer: 'client@demo.test',
    address: 'Ferme du Moulin',
    type_key: 'cuve',
    device_numbers: ['10000503'],
    device_count: 1,
    window: ['14:00', '16:00'],
    notes: 'A second tank behind the barn: take a spare sensor.',
  },
  {
    day: 0,
    installer: 'installer2@demo.test',
    customer: 'client@demo.test',
    address: 'Ferme du Moulin',
    type_key: 'cuve',
    device_numbers: ['10000504'],
    device_count: 0,
    window: ['13:00', '15:00'],
    notes: '',
  },
  {
    day: 1,
    installer: 'installer2@demo.test',
    customer: 'client@demo.test',
    address: 'Maison',
    type_key: 'cuve',
    device_numbers: ['10000505', '10000506'],
    device_count: 0,
    window: null,
    notes: 'Call the customer 30 minutes before arriving.',
  },
];
