import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database.ts';
import { describeEachDialect } from '../test/database-suites.ts';
import {
  candidateSlices,
  findInstallationPage,
  pageIdsAmong,
  pageIdsOf,
  unsearchedPageBuiltPerCall,
} from './my-installations.ts';

const CREATED = '2026-01-01T00:00:00.000Z';

/** A device of the professional's, installed: the searches' rows each hold one. */
const installedDevice = (device_number: string, id_professional: number) => ({
  device_number,
  id_device_referential: 101,
  id_professional,
  desk_version: 'V1' as const,
  is_installable: 1,
  url_device_detail: 'https://platform.example/d',
  installed_at: CREATED,
  created_at: CREATED,
});

/**
 * docs/decisions/0018-big-accounts.md: a search found through the trigram indexes answers exactly what
 * reading all of the installer's rows answers (same rows, same order), and the indexes follow edits.
 */
describeEachDialect('My installations search through trigram indexes', (db, dialect) => {
  let idInstaller = 0;

  async function installation(trx: Db, n: number, texts: { number: string; asset: string; city: string }) {
    const { id_professional } = await trx
      .selectFrom('installers')
      .select('id_professional')
      .where('id_installer', '=', idInstaller)
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('user_clients')
      .values({
        id_professional,
        email: `search${n}@trigram.test`,
        first_name: n % 2 ? 'Zoé' : null,
        last_name: `O'Brien "${n}"`,
        status: 'complete',
        created_at: CREATED,
      })
      .returning('id_user')
      .executeTakeFirstOrThrow();
    const client = await trx
      .insertInto('clients')
      .values({
        id_professional,
        uid: `trigram-${n}`,
        company_name: `Laiterie ${n}`,
        client_space_name: `Espace 100%_${n}`,
        created_at: CREATED,
      })
      .returning('id_client')
      .executeTakeFirstOrThrow();
    const domicile = await trx
      .insertInto('domiciles')
      .values({
        id_professional,
        id_user: user.id_user,
        address_name: `Ferme ${n}`,
        address: `${n} chemin du Moulin`,
        city: texts.city,
        postal_code: `7100${n % 10}`,
        created_at: CREATED,
      })
      .returning('id_domicile')
      .executeTakeFirstOrThrow();
    const device = await trx
      .insertInto('devices')
      .values(installedDevice(texts.number, id_professional))
      .returning('id_device')
      .executeTakeFirstOrThrow();
    const asset = await trx
      .insertInto('assets')
      .values({
        id_professional,
        id_referential: 1,
        name: texts.asset,
        description: '',
        id_domicile: domicile.id_domicile,
        id_user: n % 3 ? user.id_user : null,
        id_client: n % 3 ? null : client.id_client,
        created_at: CREATED,
      })
      .returning('id_asset')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('installations')
      .values({
        id_installer: idInstaller,
        id_device: device.id_device,
        id_asset: asset.id_asset,
        id_domicile: domicile.id_domicile,
        kind: 'classic',
        created_at: CREATED,
      })
      .execute();
  }

  beforeAll(async () => {
    const installer = await db()
      .selectFrom('installers')
      .select('id_installer')
      .where('email', '=', 'installer@demo.test')
      .executeTakeFirstOrThrow();
    idInstaller = installer.id_installer;
    const cities = ['Mâcon', 'Cluny', 'Tournus', 'Mâcon'];
    for (let n = 0; n < 24; n++) {
      await installation(db(), n, {
        number: `TRG-${1000 + n}`,
        asset: n % 4 ? `Cuve n°${n}` : `Silo ${n}`,
        city: cities[n % cities.length] as string,
      });
    }
  });

  const terms = [
    'trg-101',
    'TRG-1023',
    'zoé',
    "o'brien",
    '"7"',
    'laiterie 1',
    '100%_',
    'chemin du moulin',
    'MÂCON',
    'cluny',
    'silo',
    'n°1',
    '71003',
    '@trigram',
    'nothing like it',
    // On PostgreSQL the address's texts are indexed joined: this matches there, and the page's filter, which
    // reads each text alone, drops every candidate (the slices run out before the page fills).
    'moulin mâcon',
  ];

  it('finds the same rows in the same order through its matches as by reading every row', async () => {
    for (const search of terms) {
      // A later page starts below the third row of the first: the candidates above it are left out.
      const first = await pageIdsOf(
        db(),
        { idInstaller, language: 'fr', beforeId: null, search, limit: 3 },
        'scan',
      );
      const pages: [number | null, number][] = [
        [null, 7],
        [1_000_000, 7],
        [null, 1],
        [null, 2],
        [first[2] ?? null, 2],
      ];
      for (const [beforeId, limit] of pages) {
        const filter = { idInstaller, language: 'fr', beforeId, search, limit };
        const scan = await pageIdsOf(db(), filter, 'scan');
        const matched = await pageIdsOf(db(), filter, 'matches');
        expect(matched, search).toEqual(scan);
      }
    }
    // The page as the route reads it: same order, the newest first.
    const page = await findInstallationPage(db(), {
      idInstaller,
      language: 'fr',
      beforeId: null,
      search: 'trg-100',
      limit: 3,
    });
    expect(page.map((row) => row.device_number)).toEqual(['TRG-1009', 'TRG-1008', 'TRG-1007']);
  });

  it('fills a page from its candidates newest first, whatever share of them the search drops', async () => {
    // Every device as a match: a superset of the search's rows, most of which the page's filter drops.
    const devices = (await db().selectFrom('devices').select('id_device').execute()).map(
      (row) => row.id_device,
    );
    const matched = { devices, assets: [], users: [], clients: [], domiciles: [] };
    for (const search of ['silo', 'mâcon', 'trg-1023', 'nothing like it']) {
      const first = await pageIdsOf(
        db(),
        { idInstaller, language: 'fr', beforeId: null, search, limit: 3 },
        'scan',
      );
      for (const [beforeId, limit] of [
        [null, 1],
        [null, 2],
        [null, 5],
        [null, 50],
        [first[2] ?? null, 2],
      ] as const) {
        const filter = { idInstaller, language: 'fr', beforeId, search, limit };
        expect(await pageIdsAmong(db(), filter, matched), `${search} ${beforeId} ${limit}`).toEqual(
          await pageIdsOf(db(), filter, 'scan'),
        );
      }
    }
  });

  it('answers a page without a search, prepared once, as the query built per call (decision 0010)', async () => {
    for (const beforeId of [null, 1_000_000, 12]) {
      for (const limit of [1, 5, 21]) {
        for (const language of ['fr', 'en']) {
          const filter = { idInstaller, language, beforeId, search: null, limit };
          expect(await findInstallationPage(db(), filter)).toEqual(
            await unsearchedPageBuiltPerCall(db(), idInstaller, language, beforeId, limit),
          );
        }
      }
    }
    // Another installer's rows are never in it.
    expect(
      await findInstallationPage(db(), {
        idInstaller: idInstaller + 1000,
        language: 'fr',
        beforeId: null,
        search: null,
        limit: 5,
      }),
    ).toEqual([]);
  });

  // docs/decisions/0031-planned-once.md: PostgreSQL plans each of a search's queries once per
  // connection, whatever the term and however many ids its lists hold.
  it.runIf(dialect === 'postgres')('runs every query of a search as a named prepared statement', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      for (const search of ['trg-101', 'TRG-1023', 'silo', 'mâcon', 'nothing like it', 'ab']) {
        for (const [beforeId, limit] of [
          [null, 2],
          [null, 50],
          [1_000_000, 7],
        ] as const) {
          await findInstallationPage(db(), { idInstaller, language: 'fr', beforeId, search, limit });
        }
      }
      const sent = query.mock.calls.map(
        ([first]) => first as unknown as string | { name?: string; text: string },
      );
      expect(sent.filter((call) => typeof call === 'string' || !call.name)).toEqual([]);
      // A connection keeps its named statements until it closes: none may be a new text for each length of a
      // list of ids (`in ($1, ..., $n)`), or for each term.
      const texts = [...new Set(sent.map((call) => (typeof call === 'string' ? call : call.text)))];
      expect(texts.filter((text) => /in \(\$\d+,/.test(text) || text.includes('%'))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('follows edits of the searched texts, and deletions', async () => {
    const search = async (term: string) =>
      (
        await findInstallationPage(db(), {
          idInstaller,
          language: 'fr',
          beforeId: null,
          search: term,
          limit: 50,
        })
      ).map((row) => row.device_number);
    await db()
      .updateTable('user_clients')
      .set({ last_name: 'Renamed' })
      .where('email', '=', 'search4@trigram.test')
      .execute();
    expect(await search('o\'brien "4"')).toEqual([]);
    expect(await search('renamed')).toEqual(['TRG-1004']);
    await db()
      .updateTable('domiciles')
      .set({ city: 'Autun' })
      .where('address_name', '=', 'Ferme 5')
      .execute();
    expect(await search('autun')).toEqual(['TRG-1005']);
    await db()
      .updateTable('devices')
      .set({ device_number: 'TRG-X-6' })
      .where('device_number', '=', 'TRG-1006')
      .execute();
    expect(await search('trg-x')).toEqual(['TRG-X-6']);
    expect(await search('trg-1006')).toEqual([]);
    await db().updateTable('assets').set({ name: 'Réservoir neuf' }).where('name', '=', 'Cuve n°7').execute();
    expect(await search('réservoir')).toEqual(['TRG-1007']);
  });

  it("reads the installer's rows for a term a thousand rows match, and finds the same", async () => {
    // Only Date is faked: the databases' own timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    /** How many times the trigram indexes were asked for matches (PostgreSQL; SQLite runs in process). */
    const counts = () =>
      sent.mock.calls.filter(([call]) => (call as unknown as { text?: string }).text?.includes(' as every '))
        .length;
    try {
      await installation(db(), 40, { number: 'TRG-1040', asset: 'Cuve 40', city: 'Villecommune' });
      const { id_professional } = await db()
        .selectFrom('installers')
        .select('id_professional')
        .where('id_installer', '=', idInstaller)
        .executeTakeFirstOrThrow();
      // Addresses of no installation of theirs: the term is common among the indexed rows all the same.
      await db()
        .insertInto('domiciles')
        .values(
          Array.from({ length: 1000 }, (_, n) => ({
            id_professional,
            address_name: `Pré ${n}`,
            address: `${n} route de Villecommune`,
            city: 'Ailleurs',
            created_at: CREATED,
          })),
        )
        .execute();
      const filter = { idInstaller, language: 'fr', beforeId: null, search: 'villecommune', limit: 5 };
      await expect(pageIdsOf(db(), filter, 'matches')).rejects.toThrow(/common term/);
      expect(await pageIdsOf(db(), filter, 'scan')).toHaveLength(1);
      const page = await findInstallationPage(db(), filter);
      expect(page.map((row) => row.device_number)).toEqual(['TRG-1040']);
      // Counted once (decision 0033): the route's search and any case of the term read newest first at once.
      await findInstallationPage(db(), { ...filter, search: 'VilleCommune' });
      if (dialect === 'postgres') expect(counts()).toBe(1);
      // 1,001 matches (the installation's own address too); at 999, one fewer than the bound, the matches lead,
      // once the count is ten minutes old.
      await db()
        .deleteFrom('domiciles')
        .where('address', 'in', ['0 route de Villecommune', '1 route de Villecommune'])
        .execute();
      vi.setSystemTime(Date.now() + 10 * 60_000 - 1);
      await expect(pageIdsOf(db(), filter, 'matches')).rejects.toThrow(/common term/);
      vi.setSystemTime(Date.now() + 1);
      expect(await pageIdsOf(db(), filter, 'matches')).toEqual(await pageIdsOf(db(), filter, 'scan'));
      if (dialect === 'postgres') expect(counts()).toBe(2);
    } finally {
      sent.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('My installations search: the slices of its candidates', () => {
  it("doubles from a page's worth, never past 1,000 ids, and covers every candidate once in order", () => {
    const sizes = (count: number, first: number) => [...candidateSlices(count, first)].map(([a, b]) => b - a);
    expect(sizes(2600, 3)).toEqual([3, 6, 12, 24, 48, 96, 192, 384, 768, 1000, 67]);
    expect(sizes(5, 20)).toEqual([5]);
    expect(sizes(0, 20)).toEqual([]);
    expect(sizes(3000, 5000)).toEqual([1000, 1000, 1000]);
    // However many candidates: under SQLite's 32,766 and PostgreSQL's 65,535 bound values in every query.
    const slices = [...candidateSlices(200_000, 1)];
    expect(Math.max(...slices.map(([a, b]) => b - a))).toBe(1000);
    slices.forEach(([start], index) => {
      expect(start).toBe(index === 0 ? 0 : slices[index - 1]?.[1]);
    });
    expect(slices.at(-1)?.[1]).toBe(200_000);
  });
});

/**
 * A search whose filter drops thousands of its candidates (PostgreSQL's joined address text can match where
 * no single text does): the page is found in slices of 1,000 ids once the doubling reaches them.
 */
describeEachDialect('My installations search past a thousand dropped candidates', (db) => {
  const COUNT = 2600;
  let idInstaller = 0;
  const devices: number[] = [];

  beforeAll(async () => {
    const installer = await db()
      .selectFrom('installers')
      .select(['id_installer', 'id_professional'])
      .where('email', '=', 'installer@demo.test')
      .executeTakeFirstOrThrow();
    idInstaller = installer.id_installer;
    const id_professional = installer.id_professional;
    const domicile = await db()
      .insertInto('domiciles')
      .values({
        id_professional,
        address_name: 'Hangar',
        address: '1 rue des Tranches',
        city: 'Tournus',
        created_at: CREATED,
      })
      .returning('id_domicile')
      .executeTakeFirstOrThrow();
    const asset = await db()
      .insertInto('assets')
      .values({
        id_professional,
        id_referential: 1,
        name: 'Rampe de cuves',
        description: '',
        id_domicile: domicile.id_domicile,
        created_at: CREATED,
      })
      .returning('id_asset')
      .executeTakeFirstOrThrow();
    // In creation order: SLICE-00000 is the oldest installation, the last of the candidates newest first.
    for (let start = 0; start < COUNT; start += 500) {
      const numbers = Array.from(
        { length: Math.min(500, COUNT - start) },
        (_, k) => `SLICE-${String(start + k).padStart(5, '0')}`,
      );
      const rows = await db()
        .insertInto('devices')
        .values(numbers.map((number) => installedDevice(number, id_professional)))
        .returning(['id_device', 'device_number'])
        .execute();
      const ordered = rows.sort((a, b) => a.device_number.localeCompare(b.device_number));
      // One statement inserts its rows in the order written: their ids ascend with the device numbers.
      await db()
        .insertInto('installations')
        .values(
          ordered.map((row) => ({
            id_installer: idInstaller,
            id_device: row.id_device,
            id_asset: asset.id_asset,
            id_domicile: domicile.id_domicile,
            kind: 'classic' as const,
            created_at: CREATED,
          })),
        )
        .execute();
      devices.push(...ordered.map((row) => row.id_device));
    }
  }, 60_000);

  it('finds the oldest rows after slices of 1,000 ids, as reading every row finds them', async () => {
    const matched = { devices, assets: [], users: [], clients: [], domiciles: [] };
    // SLICE-00000 to SLICE-00009 match: the last 10 of 2,600 candidates, in the slice after one of 1,000 ids.
    expect([...candidateSlices(COUNT, 3)].filter(([a, b]) => b - a === 1000)).toHaveLength(1);
    for (const [beforeId, limit] of [
      [null, 3],
      [null, 20],
    ] as const) {
      const filter = { idInstaller, language: 'fr', beforeId, search: 'slice-0000', limit };
      const page = await pageIdsAmong(db(), filter, matched);
      expect(page).toEqual(await pageIdsOf(db(), filter, 'scan'));
      const numbers = await db()
        .selectFrom('installations as i')
        .innerJoin('devices as d', 'd.id_device', 'i.id_device')
        .select('d.device_number')
        .where('i.id_installation', 'in', page)
        .orderBy('i.id_installation', 'desc')
        .execute();
      expect(numbers.map((row) => row.device_number)).toEqual(
        Array.from({ length: Math.min(limit, 10) }, (_, k) => `SLICE-0000${9 - k}`),
      );
    }
  });
});
