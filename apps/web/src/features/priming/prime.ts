import {
  type AssetType,
  BRAND_TYPES,
  CONTENT_LANGUAGE,
  LOCALE_TAG,
  type PrimedDevices,
  type Session,
  STEP5_REFERENTIAL,
} from '@installer/contracts';
import { currentLocale, loadLaterTexts } from '../../i18n/i18n.ts';
import { callApi } from '../../lib/api/client.ts';
import { displayOptionSource } from '../../lib/display-options.ts';
import { forgetPrimedMemory } from './primed-data.ts';
import { writeList } from './priming-db.ts';
import type { PrimingPart } from './priming-status.ts';

/**
 * One priming (docs/decisions/0012-offline-priming.md): while online, everything a day's work reads is
 * stored on the phone, so that an installation can be made from step 1 without signal.
 * - The customers and devices lists go to IndexedDB, per installer (priming-db.ts).
 * - The reference data of every equipment kind, in the interface language, is asked once: these calls are
 *   marked `offline: 'reference'` in the contracts, so the service worker (src/sw.ts) keeps each answer in the
 *   cache it already answers them from when there is no network. One copy, read the way the screens read it.
 * - The tunnel's logo, favicon and installation notices, and the scanner's code, through the same worker;
 *   the scanner's decoder when the installer asks for it (or once they opened the scanner online).
 * Everything is asked again each time: the answers are small, and a priming proves the copy is current.
 */

export interface PrimingEnvironment {
  /** A service worker controls the page: only then are the reference data and pictures kept. */
  workerControls(): boolean;
  /**
   * Loads the scanner once, so that the worker keeps it: its code always, its decoder (where the browser has
   * no barcode reader) only with `decoder`. Answers whether it now works offline.
   */
  keepScanner(options: { decoder: boolean }): Promise<'kept' | 'decoder_on_demand'>;
  /** Asks for a picture, so that the worker keeps it. */
  fetchImage(url: string): Promise<void>;
  storage: Pick<StorageManager, 'estimate' | 'persist' | 'persisted'> | undefined;
}

interface PrimingOutcome {
  missing: PrimingPart[];
  customers: number;
  customers_truncated: boolean;
  devices: number;
  devices_truncated: boolean;
  bytes: number | null;
  persisted: boolean | null;
  scanner_on_demand: boolean;
}

/** `decoder`: the installer asked ("Prepare for offline"): the scanner's decoder is fetched too. */
export interface PrimingOptions {
  decoder: boolean;
}

type Progress = (done: number, total: number) => void;

/** At most this many calls at once: the phone's weak signal, and the server's other callers. */
const PARALLEL = 4;

/** At most this many pages of one list: a server answering a cursor that never ends cannot loop the app. */
const MAX_PAGES = 200;

/**
 * A primed list, page after page (docs/decisions/0018-big-accounts.md): each next page asked with the
 * previous one's `next_cursor` until it is null (a server before pages sends none: one page). The list is
 * truncated as its last page says.
 */
async function allPages<L extends { next_cursor?: string | null; truncated: boolean }>(
  read: (cursor: string | undefined) => Promise<{ data: L }>,
  join: (all: L, page: L) => L,
): Promise<L> {
  let { data: all } = await read(undefined);
  for (let pages = 1; all.next_cursor && pages < MAX_PAGES; pages++) {
    const { data: page } = await read(all.next_cursor);
    all = join(all, page);
  }
  return { ...all, next_cursor: null };
}

/** Runs every task, PARALLEL at a time; answers whether all succeeded. Each settled task counts. */
async function runAll(tasks: (() => Promise<unknown>)[], settled: () => void): Promise<boolean> {
  let next = 0;
  let ok = true;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      try {
        await task?.();
      } catch {
        ok = false;
      }
      settled();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, tasks.length) }, worker));
  return ok;
}

/** Whether an asset type is one of the classic kinds (spec §2 Step 4): their liquids are asked by key. */
const classic = (type: AssetType) => type.id_module === null;

export async function prime(
  session: Session,
  env: PrimingEnvironment,
  progress: Progress,
  options: PrimingOptions = { decoder: false },
) {
  const { installer } = session;
  const id = installer.id_professional;
  const missing = new Set<PrimingPart>();
  let done = 0;
  let total = 3;
  const tick = () => progress(++done, total);
  const plan = (count: number) => {
    total += count;
    progress(done, total);
  };
  progress(done, total);

  let devices: PrimedDevices | null = null;
  const counts = { customers: 0, customers_truncated: false, devices: 0, devices_truncated: false };
  await runAll(
    [
      async () => {
        try {
          const data = await allPages(
            (cursor) =>
              callApi('professionalCustomers', { params: { id_professional: id }, query: { cursor } }),
            (all, page) => ({ ...page, customers: [...all.customers, ...page.customers] }),
          );
          await writeList(installer.id_installer, 'customers', data);
          counts.customers = data.customers.length;
          counts.customers_truncated = data.truncated;
        } catch (error) {
          missing.add('customers');
          throw error;
        }
      },
      async () => {
        try {
          const data = await allPages(
            (cursor) =>
              callApi('professionalDevices', { params: { id_professional: id }, query: { cursor } }),
            (all, page) => ({ ...page, devices: [...all.devices, ...page.devices] }),
          );
          await writeList(installer.id_installer, 'devices', data);
          devices = data;
          counts.devices = data.devices.length;
          counts.devices_truncated = data.truncated;
        } catch (error) {
          missing.add('devices');
          throw error;
        }
      },
      // My jobs (docs/decisions/0022-office-jobs.md): the day's plan, opened without signal like the customers. Not a part
      // of its own in the status: My jobs says itself when its list is the phone's.
      async () => {
        await writeList(installer.id_installer, 'jobs', (await callApi('myJobs', {})).data);
      },
    ],
    tick,
  );
  forgetPrimedMemory();

  let scannerOnDemand = false;
  if (!env.workerControls()) {
    // Without the worker nothing would keep these: the app cannot open offline anyway.
    for (const part of ['reference', 'images', 'scanner'] as const) missing.add(part);
  } else {
    const primedDevices: PrimedDevices['devices'] = (devices as PrimedDevices | null)?.devices ?? [];
    if (!(await primeReference(session, primedDevices, plan, tick))) missing.add('reference');
    // Steps 2 to 5 and the result speak the later texts (docs/decisions/0023-texts-in-two-parts.md): fetched
    // here, the worker keeps them with the chunks it serves, in the interface language.
    await loadLaterTexts().catch(() => missing.add('reference'));
    if (!(await primeImages(primedDevices, env, plan, tick))) missing.add('images');
    plan(1);
    try {
      // The decoder only when asked: a first visit must not spend 350 KB before anyone opens the scanner
      // (docs/decisions/0012-offline-priming.md, item 8).
      scannerOnDemand = (await env.keepScanner({ decoder: options.decoder })) === 'decoder_on_demand';
    } catch {
      missing.add('scanner');
    }
    tick();
  }

  const persisted = await Promise.resolve(env.storage?.persist?.()).catch(() => null);
  const estimate = await Promise.resolve(env.storage?.estimate?.()).catch(() => null);
  return {
    missing: [...missing],
    ...counts,
    scanner_on_demand: scannerOnDemand,
    bytes: estimate?.usage ?? null,
    persisted: persisted ?? null,
  } satisfies PrimingOutcome;
}

/** Every reference call steps 3 to 5 make, in the interface language; false when one failed. */
async function primeReference(
  session: Session,
  devices: PrimedDevices['devices'],
  plan: (count: number) => void,
  tick: () => void,
): Promise<boolean> {
  const { id_professional: id, uid_professional: uid } = session.installer;
  const lang = CONTENT_LANGUAGE[currentLocale()];
  let types: AssetType[] = [];
  let brandIds: number[] = [];
  let clientUids: string[] = [];
  const first = [
    async () => {
      types = (await callApi('assetTypes', { params: { id } })).data;
    },
    async () => {
      const brands = await Promise.all(BRAND_TYPES.map((type) => callApi('brands', { query: { type } })));
      brandIds = brands.flatMap(({ data }) => data.map((brand) => brand.id_brand_reference));
    },
    () => callApi('localisationTypes', { params: { lang } }),
    // The module form's customers (spec §6) and their addresses.
    async () => {
      clientUids = (await callApi('professionalPublicClients', { params: { uid } })).data.map((c) => c.uid);
    },
  ];
  plan(first.length);
  const firstOk = await runAll(first, tick);

  const liquidIds: number[] = [];
  const second: (() => Promise<unknown>)[] = [
    ...types.flatMap((type) => [
      classic(type)
        ? async () => {
            const { data } = await callApi('liquidsByType', { params: { id, type_key: type.key } });
            liquidIds.push(...data.map((liquid) => liquid.id_asset_liquid));
          }
        : () => callApi('moduleLiquids', { params: { id_professional: id, id_module: type.id_module ?? 0 } }),
      ...(type.id_module !== null
        ? [() => callApi('moduleById', { params: { id_module: type.id_module ?? 0 } })]
        : []),
      ...(type.id_asset_generic_module !== null
        ? [() => callApi('genericModule', { params: { id: type.id_asset_generic_module ?? 0 } })]
        : []),
    ]),
    ...clientUids.map((client) => () => callApi('clientPublicDomiciles', { params: { uid: client } })),
  ];
  const modelIds: number[] = [];
  second.push(
    ...brandIds.map((brand) => async () => {
      const { data } = await callApi('models', { params: { id_brand_reference: brand } });
      modelIds.push(...data.map((model) => model.id_model_reference));
    }),
  );
  plan(second.length);
  const secondOk = await runAll(second, tick);

  // spec §2 Step 5 summary: only for referential 244 devices, whose names the server gives.
  const step5 = devices.filter((device) => device.id_device_referential === STEP5_REFERENTIAL);
  if (step5.length === 0) return firstOk && secondOk;
  const english = { 'Accept-Language': LOCALE_TAG.gb };
  const third = [
    ...[...new Set(step5.map((device) => device.id_device_referentiel))].map(
      (referential) => () => callApi('deviceReferentialName', { params: { id: referential } }),
    ),
    // The product is the liquid's English name (spec §5 Step 5 product), as step 5 asks it.
    ...[...new Set(liquidIds)].map(
      (liquid) => () => callApi('liquidName', { params: { id: liquid }, headers: english }),
    ),
    ...[...new Set(modelIds)].map((model) => () => callApi('assetModelReference', { params: { id: model } })),
  ];
  plan(third.length);
  const thirdOk = await runAll(third, tick);
  return firstOk && secondOk && thirdOk;
}

/** spec §2: the tunnel's logo and favicon, and the installation notices of the devices on the phone. */
async function primeImages(
  devices: PrimedDevices['devices'],
  env: PrimingEnvironment,
  plan: (count: number) => void,
  tick: () => void,
): Promise<boolean> {
  const origin = window.location.origin;
  const source = displayOptionSource(window.location.pathname, window.location.search);
  plan(1);
  let options: { src_logo: string | null; src_favicon: string | null } | null = null;
  try {
    options = (
      'device_number' in source
        ? await callApi('displayOptionByDevice', { params: source })
        : await callApi('displayOptionByParam', { params: source })
    ).data;
  } catch {
    tick();
    return false;
  }
  tick();
  // The worker's own rule of which pictures it keeps (loaded here only: the shell does not need it).
  const { isTunnelImage } = await import('../offline/worker.ts');
  const candidates = [
    options.src_logo,
    options.src_favicon,
    // The result screen's notice (spec §2) of each device still to install.
    ...devices
      .filter((device) => device.is_installable && !device.is_installed)
      .map((device) => device.installation.notice),
  ];
  const urls = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = new URL(candidate, origin);
    // Only what the worker keeps: our own pictures (notice videos stay on the network, sw.ts).
    if (url.origin === origin && isTunnelImage(url.pathname)) urls.add(url.href);
  }
  plan(urls.size);
  return runAll(
    [...urls].map((url) => () => env.fetchImage(url)),
    tick,
  );
}
