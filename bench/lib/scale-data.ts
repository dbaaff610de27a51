import type { Db } from '../../apps/api/src/db/database.ts';

/**
 * A big account (docs/decisions/0018-big-accounts.md): on top of the demo data, the demo professional gets
 * `customers` customers (one address each, a tenth of them companies), and its demo installer
 * `installations` installations, each of its own device and equipment, a fifth of them with a measurement.
 * Rows go in by chunks through the server's own Kysely layer, in one transaction, on either database.
 */
export interface ScaleSize {
  installations: number;
  customers: number;
}

export interface ScaleAccount {
  idProfessional: number;
  idInstaller: number;
  /** Terms the bench searches for, each with what it stands for. */
  searches: { label: string; q: string }[];
}

const FIRST = ['Camille', 'Louis', 'Emma', 'Jules', 'Léa', 'Hugo', 'Chloé', 'Arthur', 'Manon', 'Noé'];
const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
];
const STREETS = ['rue de la Paix', 'avenue Foch', 'chemin des Vignes', 'route de Lyon', 'place du Marché'];
const CITIES = [
  ['Lyon', '69003'],
  ['Dijon', '21000'],
  ['Rennes', '35000'],
  ['Nantes', '44000'],
  ['Tours', '37000'],
] as const;
const CHUNK = 500;

export const scaleDeviceNumber = (n: number) => `7${String(n).padStart(7, '0')}`;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

export async function seedBigAccount(db: Db, size: ScaleSize): Promise<ScaleAccount> {
  const installer = await db
    .selectFrom('installers')
    .select(['id_installer', 'id_professional'])
    .where('email', '=', 'installer@demo.test')
    .executeTakeFirstOrThrow();
  const referential = await db
    .selectFrom('device_referentials')
    .select('id_device_referential')
    .where('id_device_referential', '=', 101)
    .executeTakeFirstOrThrow();
  const idProfessional = installer.id_professional;
  const base = Date.parse('2025-01-01T00:00:00.000Z');
  const at = (n: number) => new Date(base + n * 60_000).toISOString();

  await db.transaction().execute(async (trx) => {
    const users = Array.from({ length: size.customers }, (_, n) => ({
      id_professional: idProfessional,
      email: `customer${n}@big.test`,
      first_name: FIRST[n % FIRST.length] ?? null,
      last_name: `${LAST[Math.floor(n / FIRST.length) % LAST.length]}-${n}`,
      status: 'complete' as const,
      created_at: at(n),
    }));
    const userIds: number[] = [];
    await insertChunks(users, async (chunk) => {
      const rows = await trx.insertInto('user_clients').values(chunk).returning('id_user').execute();
      userIds.push(...rows.map((r) => r.id_user));
    });
    const companies = Math.max(1, Math.floor(size.customers / 10));
    const clientIds: number[] = [];
    await insertChunks(
      Array.from({ length: companies }, (_, n) => ({
        id_professional: idProfessional,
        uid: `big-client-${n}`,
        company_name: `Ferme ${LAST[n % LAST.length]} ${n}`,
        client_space_name: `Espace ${n}`,
        created_at: at(n),
      })),
      async (chunk) => {
        const rows = await trx.insertInto('clients').values(chunk).returning('id_client').execute();
        clientIds.push(...rows.map((r) => r.id_client));
      },
    );
    const domicileIds: number[] = [];
    await insertChunks(
      userIds.map((idUser, n) => {
        const [city, postal] = CITIES[n % CITIES.length] ?? CITIES[0];
        const street = `${(n % 180) + 1} ${STREETS[n % STREETS.length]}`;
        return {
          id_professional: idProfessional,
          id_user: idUser,
          address_name: `Maison ${n}`,
          address: `${street}, ${postal} ${city}`,
          city,
          postal_code: postal,
          country: 'France',
          country_code: 'FR',
          latitude: 45 + (n % 100) / 100,
          longitude: 4 + (n % 100) / 100,
          created_at: at(n),
        };
      }),
      async (chunk) => {
        const rows = await trx.insertInto('domiciles').values(chunk).returning('id_domicile').execute();
        domicileIds.push(...rows.map((r) => r.id_domicile));
      },
    );
    for (let start = 0; start < size.installations; start += CHUNK) {
      const count = Math.min(CHUNK, size.installations - start);
      const ns = Array.from({ length: count }, (_, k) => start + k);
      const devices = await trx
        .insertInto('devices')
        .values(
          ns.map((n) => ({
            device_number: scaleDeviceNumber(n),
            serial_number: `BIG-${n}`,
            id_device_referential: referential.id_device_referential,
            id_professional: idProfessional,
            desk_version: 'V1' as const,
            is_installable: 1,
            value_type_device: 'level',
            url_device_detail: `https://platform.sensor-demo.example/devices/${scaleDeviceNumber(n)}`,
            installed_at: at(n),
            created_at: at(n),
          })),
        )
        .returning('id_device')
        .execute();
      const customer = (n: number) => n % size.customers;
      const assets = await trx
        .insertInto('assets')
        .values(
          ns.map((n) => {
            const company = n % 10 === 9;
            return {
              id_professional: idProfessional,
              id_referential: 1,
              name: `Cuve ${n}`,
              description: '',
              id_domicile: domicileIds[customer(n)] as number,
              id_user: company ? null : (userIds[customer(n)] as number),
              id_client: company ? (clientIds[customer(n) % companies] as number) : null,
              created_at: at(n),
            };
          }),
        )
        .returning('id_asset')
        .execute();
      await trx
        .insertInto('installations')
        .values(
          ns.map((n, k) => ({
            id_installer: installer.id_installer,
            id_device: devices[k]?.id_device as number,
            id_asset: assets[k]?.id_asset as number,
            id_domicile: domicileIds[customer(n)] as number,
            kind: 'classic' as const,
            created_at: at(n),
          })),
        )
        .execute();
      const measured = ns.flatMap((n, k) =>
        n % 5 === 0 ? [{ n, id: devices[k]?.id_device as number }] : [],
      );
      if (measured.length > 0) {
        await trx
          .insertInto('emissions')
          .values(
            measured.map(({ n, id }) => ({
              id_device: id,
              message_id: `big-${n}`,
              emitted_at: at(n + 1),
              received_at: at(n + 1),
              data: JSON.stringify({ level: 50, signal_quality: 3 }),
            })),
          )
          .execute();
      }
    }
  });
  const last = size.installations - 1;
  const rare = Math.floor(size.installations / 3);
  return {
    idProfessional,
    idInstaller: installer.id_installer,
    searches: [
      { label: 'device number', q: scaleDeviceNumber(rare) },
      { label: 'customer e-mail', q: `customer${rare % size.customers}@big.test` },
      {
        label: 'customer name',
        q: `${LAST[Math.floor((rare % size.customers) / FIRST.length) % LAST.length]}-${rare % size.customers}`,
      },
      { label: 'address', q: `${(rare % 180) + 1} ${STREETS[rare % STREETS.length]}` },
      { label: 'contains (rare)', q: scaleDeviceNumber(last).slice(2) },
      { label: 'contains (common)', q: 'cuve' },
      { label: 'no match', q: 'zzqx' },
    ],
  };
}
