import { api, type PrimedDevices, type Session } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n.ts';
import { rehydrateAllStores } from '../../lib/persisted-store.ts';
import { saveSession } from '../../lib/session.ts';
import { defaultDisplayOptions, demoAssetTypes, demoSession } from '../../test/demo-data.ts';
import { equipmentHandlers } from '../../test/equipment-handlers.ts';
import { demoJob } from '../../test/office.tsx';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import {
  demoPrimedCustomers,
  demoPrimedDevices,
  goOffline,
  PRIMED_AT,
  primingHandlers,
} from '../../test/priming.ts';
import { server } from '../../test/server.ts';
import { readList } from './priming-db.ts';
import { primingStatusStore } from './priming-status.ts';
import { findPrimedCustomer, findPrimedDevice, primedDomiciles, primedJobs } from './primed-data.ts';
import { clearPriming, primeNow, setPrimingEnvironment } from './schedule.ts';

/** Every request the app made, as `METHOD path?query [Accept-Language]`. */
let requests: string[] = [];
const images: string[] = [];
/** A browser without a barcode reader of its own: the decoder is fetched only when asked. */
const keepScanner = vi.fn(async ({ decoder }: { decoder: boolean }) =>
  decoder ? ('kept' as const) : ('decoder_on_demand' as const),
);

function browser(options: { worker?: boolean; persisted?: boolean } = {}) {
  setPrimingEnvironment(() => ({
    workerControls: () => options.worker ?? true,
    keepScanner,
    fetchImage: async (url) => {
      images.push(url);
    },
    storage: {
      persist: async () => options.persisted ?? true,
      persisted: async () => options.persisted ?? true,
      estimate: async () => ({ usage: 2_345_678, quota: 1e9 }),
    },
  }));
}

const OTHER: Session = {
  ...demoSession,
  token: 'other-token',
  installer: { ...demoSession.installer, id_installer: 2, email: 'other@demo.test' },
};

beforeEach(() => {
  saveSession(demoSession);
  requests = [];
  images.length = 0;
  keepScanner.mockClear();
  server.use(
    ...primingHandlers(),
    ...equipmentHandlers(),
    // The module type of the step 4 test data (equipment-handlers.ts MODULES).
    http.get(apiUrl(api.assetTypes), () =>
      HttpResponse.json({
        data: demoAssetTypes.map((type) => (type.id_module === null ? type : { ...type, id_module: 19 })),
      }),
    ),
  );
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(
      `${request.method} ${url.pathname}${url.search} [${request.headers.get('Accept-Language')}]`,
    );
  });
  browser();
});

describe('priming (docs/decisions/0012-offline-priming.md)', () => {
  it("stores the installer's customers and devices, and asks every reference call steps 3 to 5 make", async () => {
    const withNotice = (notice: string) => (device: PrimedDevices['devices'][number]) => ({
      ...device,
      installation: { ...device.installation, notice },
    });
    const devices = demoPrimedDevices();
    server.use(
      http.get(apiUrl(api.displayOptionByParam), () =>
        HttpResponse.json({
          data: {
            ...defaultDisplayOptions,
            src_logo: '/media/logo-demo.svg',
            src_favicon: 'https://cdn.example/f.png',
          },
        }),
      ),
      ...primingHandlers({
        devices: () => ({
          ...devices,
          devices: [
            ...devices.devices.slice(0, 1).map(withNotice('/media/notice-tank.png')),
            // A video is left to the network (sw.ts), and a device not installable needs no notice.
            ...devices.devices.slice(1, 2).map(withNotice('/media/notice-tank-v2.mp4')),
            ...devices.devices.slice(2).map(withNotice('/media/notice-other.png')),
          ],
        }),
      }),
    );
    const status = await primeNow();

    expect(status).toMatchObject({
      id_installer: 1,
      running: false,
      missing: [],
      customers: 3,
      customers_truncated: false,
      devices: 4,
      bytes: 2_345_678,
      persisted: true,
      language: 'gb',
    });
    expect(status.ready_at).not.toBeNull();
    expect(await findPrimedCustomer('Client@demo.test ')).toMatchObject({
      kind: 'found',
      entry: { id_user: 7, lookup_status: 200 },
      primed_at: PRIMED_AT,
    });
    expect(await primedDomiciles(7)).toHaveLength(2);
    expect(await findPrimedDevice('10000002')).toMatchObject({
      kind: 'found',
      entry: { is_installed: true },
    });

    // The reference data of every equipment kind, in the interface language: the worker keeps the answers.
    const p = '/api/v1';
    for (const call of [
      `GET ${p}/professional/1/asset_types [en-GB]`,
      `GET ${p}/professional/1/asset_liquids/type/cuve [en-GB]`,
      `GET ${p}/professional/1/asset_liquids/type/silo [en-GB]`,
      `GET ${p}/professional/1/asset_liquids/type/generic [en-GB]`,
      `GET ${p}/asset_generic_module/1 [en-GB]`,
      `GET ${p}/module/19 [en-GB]`,
      `GET ${p}/asset_liquid/professional/1/module/19 [en-GB]`,
      `GET ${p}/referential/localisation_types/en [en-GB]`,
      `GET ${p}/brand_reference?type=CUVE [en-GB]`,
      `GET ${p}/brand_reference?type=SILO [en-GB]`,
      `GET ${p}/model_reference/1 [en-GB]`,
      `GET ${p}/professional/demo-pro/clients/public [en-GB]`,
      `GET ${p}/client/client-dupont/domiciles/public [en-GB]`,
      // A referential 244 device is on the phone: the step 5 summary's names, the product in English.
      `GET ${p}/device_referentiel/244/name [en-GB]`,
      `GET ${p}/liquid/40/name [en-GB]`,
      `GET ${p}/display_option/tunnel_installation [en-GB]`,
    ]) {
      expect(requests).toContain(call);
    }
    // The tunnel's logo and favicon (spec §2) and the installation notices, and the scanner.
    expect(images).toEqual([
      `${window.location.origin}/media/logo-demo.svg`,
      `${window.location.origin}/media/notice-tank.png`,
    ]);
    // The scanner's code; its decoder waits for the scanner's first opening or for the installer to ask.
    expect(keepScanner).toHaveBeenCalledExactlyOnceWith({ decoder: false });
    expect(status.scanner_on_demand).toBe(true);
  });

  it('keeps My jobs on the phone too (decision 0022), read back without signal', async () => {
    const planned = { items: [demoJob()], as_of: '2026-11-27T07:00:00.000Z', silent_after_hours: 48 };
    server.use(
      ...primingHandlers(),
      http.get(apiUrl(api.myJobs), () => HttpResponse.json({ data: planned })),
    );
    await primeNow();
    expect(await primedJobs()).toEqual(planned);
  });

  it("keeps the scanner's decoder when the installer asks, and says nothing more of it", async () => {
    const status = await primeNow({ asked: true });
    expect(keepScanner).toHaveBeenCalledExactlyOnceWith({ decoder: true });
    expect(status).toMatchObject({ missing: [], scanner_on_demand: false });
    expect(status.ready_at).not.toBeNull();
  });

  it('asked while a scheduled priming runs, primes again with the decoder once it ends', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(apiUrl(api.professionalCustomers), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ data: demoPrimedCustomers() });
      }),
    );
    const scheduled = primeNow();
    await vi.waitFor(() => expect(requests.some((r) => r.includes('/user_clients'))).toBe(true));
    const asked = primeNow({ asked: true });
    release();
    expect((await scheduled).scanner_on_demand).toBe(true);
    await vi.waitFor(() => expect(requests.filter((r) => r.includes('/user_clients'))).toHaveLength(2));
    release();
    const status = await asked;
    expect(keepScanner.mock.calls).toEqual([[{ decoder: false }], [{ decoder: true }]]);
    expect(status.scanner_on_demand).toBe(false);
  });

  it('asks the reference data again in the language the installer chose', async () => {
    await changeLocale('fr');
    try {
      const status = await primeNow();
      expect(status.language).toBe('fr');
      expect(requests).toContain('GET /api/v1/referential/localisation_types/fr [fr-FR]');
      expect(requests).toContain('GET /api/v1/module/19 [fr-FR]');
    } finally {
      await changeLocale('gb');
    }
  });

  it('says what is missing when a part fails, and keeps the rest', async () => {
    server.use(http.get(apiUrl(api.professionalDevices), () => errorResponse(503, 'service_unavailable')));
    const status = await primeNow();
    expect(status.missing).toEqual(['devices']);
    expect(status.ready_at).toBeNull();
    expect(await findPrimedDevice('10000001')).toEqual({ kind: 'no-list' });
    expect(await findPrimedCustomer('client@demo.test')).toMatchObject({ kind: 'found' });
  });

  it('without a service worker keeps the lists and says the rest cannot be kept', async () => {
    browser({ worker: false });
    const status = await primeNow();
    expect(status.missing).toEqual(['reference', 'images', 'scanner']);
    expect(requests.filter((request) => request.includes('/module/'))).toEqual([]);
  });

  it('reads each list page after page, as long as the server gives a next page (0018)', async () => {
    const all = demoPrimedCustomers().customers;
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl(api.professionalCustomers), ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        const page =
          cursor === null
            ? demoPrimedCustomers({ customers: all.slice(0, 1), truncated: true, next_cursor: 'page2' })
            : cursor === 'page2'
              ? demoPrimedCustomers({ customers: all.slice(1, 2), truncated: true, next_cursor: 'page3' })
              : demoPrimedCustomers({ customers: all.slice(2), truncated: false, next_cursor: null });
        return HttpResponse.json({ data: page });
      }),
    );
    const status = await primeNow();
    expect(asked).toEqual([null, 'page2', 'page3']);
    expect(status.customers_truncated).toBe(false);
    const stored = await readList(demoSession.installer.id_installer, 'customers');
    expect(stored?.customers.map((c) => c.email)).toEqual(all.map((c) => c.email));
    expect(stored?.truncated).toBe(false);
  });

  it('replaces the lists at each priming: a customer gone from the server is gone from the phone', async () => {
    await primeNow();
    server.use(
      ...primingHandlers({
        customers: () =>
          demoPrimedCustomers({ customers: [], truncated: true, primed_at: '2026-11-25T08:00:00Z' }),
      }),
    );
    const status = await primeNow();
    expect(status.customers_truncated).toBe(true);
    expect(await findPrimedCustomer('client@demo.test')).toEqual({
      kind: 'absent',
      truncated: true,
      primed_at: '2026-11-25T08:00:00Z',
    });
  });

  it('does nothing offline', async () => {
    goOffline();
    const status = await primeNow();
    expect(status.attempted_at).toBeNull();
    expect(requests).toEqual([]);
  });

  it('is cleared at sign-out', async () => {
    await primeNow();
    await clearPriming();
    expect(primingStatusStore.get().id_installer).toBeNull();
    expect(await readList(1, 'customers')).toBeNull();
    expect(await readList(1, 'devices')).toBeNull();
    expect(await findPrimedCustomer('client@demo.test')).toEqual({ kind: 'no-list' });
  });

  it('is never shown to another installer on the same phone, and goes when that one primes', async () => {
    await primeNow();
    // The other installer's lists only: the reference handlers of the tests answer the demo token alone.
    browser({ worker: false });
    saveSession(OTHER);
    rehydrateAllStores();
    expect(await findPrimedCustomer('client@demo.test')).toEqual({ kind: 'no-list' });
    expect(await primedDomiciles(7)).toBeNull();

    const status = await primeNow();
    expect(status.id_installer).toBe(2);
    expect(await readList(1, 'customers')).toBeNull();
    expect(await readList(1, 'devices')).toBeNull();
    expect(await readList(2, 'customers')).not.toBeNull();
    expect(await readList(2, 'devices')).not.toBeNull();
  });

  it('forgets what it stored when the installer signed out while it ran', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(apiUrl(api.professionalCustomers), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ data: demoPrimedCustomers() });
      }),
    );
    const priming = primeNow();
    await vi.waitFor(() => expect(requests.some((r) => r.includes('/user_clients'))).toBe(true));
    window.localStorage.removeItem('installer.session');
    rehydrateAllStores();
    release();
    await priming;
    expect(await readList(1, 'customers')).toBeNull();
    expect(primingStatusStore.get().id_installer).toBeNull();
  });
});
