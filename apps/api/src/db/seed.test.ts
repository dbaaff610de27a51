import { CONTENT_LANGUAGES, metricPath, STEP5_PRODUCTS } from '@installer/contracts';
import { expect, it } from 'vitest';
import { verifyPassword } from '../security/password.ts';
import { describeEachDialect } from '../test/database-suites.ts';
import { storedGenericInputs, storedMetrics, storedModuleInputs } from './json-columns.ts';
import { seedDemoData } from './seed.ts';

/** spec §3 Module type codes. */
const GNC_CODES = [
  'GNC_16SNSR',
  'GNC_8SNSR',
  'GNC_BMTR',
  'GNC_BSTRM',
  'GNC_BSTRM_3',
  'GNC_CHMRC',
  'GNC_CNT',
  'GNC_DLVL',
  'GNC_EMPT',
  'GNC_GAS',
  'GNC_GPS',
  'GNC_H2',
  'GNC_HIVE',
  'GNC_NETWORK',
  'GNC_NOREA',
  'GNC_PRESSURE',
  'GNC_SCLN',
  'GNC_SILO',
  'GNC_TANK',
];

const TEXT_TABLES = [
  ['asset_type_texts', 'id_referential'],
  ['liquid_texts', 'id_asset_liquid'],
  ['localisation_type_texts', 'id_referential'],
  ['module_texts', 'id_module'],
  ['module_asset_model_texts', 'id_asset_model'],
  ['asset_generic_module_texts', 'id_asset_generic_module'],
  ['device_referential_texts', 'id_device_referential'],
] as const;

describeEachDialect('demo seed (DESIGN §4)', (db) => {
  it('seeds only a fresh database: a second run changes nothing', async () => {
    const before = await db().selectFrom('devices').select('device_number').execute();
    expect(await seedDemoData(db())).toBe(false);
    expect(await db().selectFrom('devices').select('device_number').execute()).toEqual(before);
  });

  it('has both installers with the demo password, stored hashed, e-mails lower-case', async () => {
    const installers = await db()
      .selectFrom('installers')
      .innerJoin('professionals', 'professionals.id_professional', 'installers.id_professional')
      .select(['installers.email', 'installers.password_hash', 'professionals.name'])
      .orderBy('installers.id_installer')
      .execute();
    expect(installers.map((i) => [i.email, i.name])).toEqual([
      ['installer@demo.test', 'Demo Installations'],
      ['other@demo.test', 'Other Installations'],
      ['office@demo.test', 'Demo Installations'],
      ['installer2@demo.test', 'Demo Installations'],
    ]);
    for (const installer of installers) {
      // The office account has a password of its own (docs/decisions/0022-office-jobs.md).
      const password = installer.email === 'office@demo.test' ? 'demo-office' : 'demo-installer';
      expect(installer.password_hash).not.toContain(password);
      expect(await verifyPassword(password, installer.password_hash)).toBe(true);
    }
  });

  it('has the demo devices, owned as DESIGN §4 says', async () => {
    const devices = await db()
      .selectFrom('devices')
      .innerJoin('professionals', 'professionals.id_professional', 'devices.id_professional')
      .select([
        'devices.device_number',
        'devices.serial_number',
        'devices.id_device_referential',
        'devices.desk_version',
        'devices.is_installable',
        'devices.value_type_device',
        'devices.installed_at',
        'professionals.uid',
      ])
      .orderBy('device_number')
      .execute();
    const byNumber = Object.fromEntries(devices.map((d) => [d.device_number, d]));
    expect(Object.keys(byNumber)).toEqual([
      '10000001',
      '10000002',
      '10000230',
      '10000244',
      '10000404',
      ...['10000501', '10000502', '10000503', '10000504', '10000505', '10000506'],
      ...['10000507', '10000508', '10000509'],
      '20000001',
    ]);
    expect(byNumber['10000001']).toMatchObject({
      desk_version: 'V1',
      is_installable: 1,
      uid: 'demo-installations',
    });
    expect(byNumber['10000002']).toMatchObject({ desk_version: 'V2', is_installable: 1 });
    expect(byNumber['10000244']).toMatchObject({ id_device_referential: 244, is_installable: 1 });
    expect(byNumber['10000230']).toMatchObject({
      id_device_referential: 230,
      serial_number: 'SN-BEE-0001',
      value_type_device: 'weight',
    });
    expect(byNumber['10000404']).toMatchObject({ is_installable: 0 });
    expect(byNumber['20000001']).toMatchObject({ uid: 'other-installations', is_installable: 1 });
    expect(devices.every((d) => d.installed_at === null)).toBe(true);
  });

  it('has the customers of the client look-up, client@demo.test with two domiciles', async () => {
    const clients = await db()
      .selectFrom('user_clients')
      .select(['email', 'status', 'id_user'])
      .orderBy('id_user')
      .execute();
    expect(clients.slice(0, 3).map((c) => [c.email, c.status])).toEqual([
      ['client@demo.test', 'complete'],
      ['incomplete@demo.test', 'incomplete'],
      ['taken@demo.test', 'taken'],
    ]);
    const domiciles = await db()
      .selectFrom('domiciles')
      .select('address')
      .where('id_user', '=', clients[0]?.id_user ?? 0)
      .execute();
    expect(domiciles).toHaveLength(2);
  });

  it('has every reference text in the seven content languages, and real translations', async () => {
    for (const [table, key] of TEXT_TABLES) {
      const rows = await db().selectFrom(table).select([key, 'language']).execute();
      const languages = new Map<number, Set<string>>();
      for (const row of rows as Record<string, unknown>[]) {
        const id = row[key] as number;
        languages.set(id, (languages.get(id) ?? new Set()).add(row.language as string));
      }
      expect(languages.size, table).toBeGreaterThan(0);
      for (const [id, set] of languages)
        expect([...set].sort(), `${table} ${id}`).toEqual([...CONTENT_LANGUAGES].sort());
    }
    // A copy of the English text in every language would pass the check above; French and German differ.
    const types = await db()
      .selectFrom('asset_type_texts')
      .select(['id_referential', 'language', 'description'])
      .where('language', 'in', ['fr', 'de', 'en'])
      .execute();
    const description = (id: number, language: string) =>
      types.find((t) => t.id_referential === id && t.language === language)?.description;
    for (const id of new Set(types.map((t) => t.id_referential))) {
      expect(new Set([description(id, 'fr'), description(id, 'de'), description(id, 'en')]).size).toBe(3);
    }
  });

  it('has cuve, silo, generic, the beehive preset and an asset type per GNC code with its module', async () => {
    const types = await db().selectFrom('asset_types').selectAll().execute();
    const keys = types.map((t) => t.key);
    for (const key of ['cuve', 'silo', 'generic', ...GNC_CODES]) expect(keys).toContain(key);
    const modules = await db().selectFrom('modules').select(['id_module', 'key']).execute();
    expect(modules.map((m) => m.key).sort()).toEqual([...GNC_CODES].sort());
    for (const code of GNC_CODES) {
      const type = types.find((t) => t.key === code);
      expect(type?.id_module).toBe(modules.find((m) => m.key === code)?.id_module);
    }
    // spec §2 Step 3: generic 'Ruche', referential 230, generic module 5.
    expect(types.find((t) => t.id_referential === 230)).toMatchObject({
      key: 'generic',
      id_asset_generic_module: 5,
    });
    const ruche = await db()
      .selectFrom('asset_type_texts')
      .select('value')
      .where('id_referential', '=', 230)
      .where('language', '=', 'fr')
      .executeTakeFirst();
    expect(ruche?.value).toBe('Ruche');
  });

  it('has generic models (5 among them) using string, int, boolean and datetime inputs', async () => {
    const models = await db().selectFrom('asset_generic_modules').selectAll().execute();
    expect(models.map((m) => m.id_asset_generic_module)).toContain(5);
    for (const model of models) {
      const inputs = storedGenericInputs.parse(JSON.parse(model.form_inputs));
      expect(new Set(inputs.map((i) => i.type))).toEqual(new Set(['string', 'int', 'boolean', 'datetime']));
      expect(inputs.some((i) => i.required)).toBe(true);
      expect(inputs.some((i) => !i.required)).toBe(true);
    }
  });

  it('has modules with one and with several models, every input type, and metric paths into emissions', async () => {
    const models = await db()
      .selectFrom('module_asset_models')
      .select(['id_module', 'form_inputs'])
      .execute();
    const perModule = new Map<number, number>();
    const inputTypes = new Set<string>();
    let multipliers = 0;
    for (const model of models) {
      perModule.set(model.id_module, (perModule.get(model.id_module) ?? 0) + 1);
      for (const input of storedModuleInputs.parse(JSON.parse(model.form_inputs))) {
        inputTypes.add(input.type);
        if (input.multiplier !== null) multipliers++;
        if (input.type === 'child_enum') expect(input.parent_enum).toBeTruthy();
      }
    }
    expect([...perModule.values()].some((n) => n === 1)).toBe(true);
    expect([...perModule.values()].some((n) => n >= 2)).toBe(true);
    expect(inputTypes).toEqual(new Set(['int', 'float', 'string', 'enum', 'child_enum', 'boolean']));
    expect(multipliers).toBeGreaterThan(0);
    for (const module of await db().selectFrom('modules').selectAll().execute()) {
      const { metrics } = storedMetrics.parse(JSON.parse(module.default_metrics_configuration));
      expect(metrics.length, module.key).toBeGreaterThan(0);
      for (const metric of metrics) expect(metricPath(metric.parameters), metric.parameters).toHaveLength(3);
    }
  });

  it('offers contents for every classic type and module, and the step-5 products among tank contents', async () => {
    const links = await db().selectFrom('liquid_asset_types').select('type_key').execute();
    const keys = new Set(links.map((l) => l.type_key));
    for (const key of ['cuve', 'silo', 'generic', ...GNC_CODES]) expect(keys, key).toContain(key);
    const tankNames = await db()
      .selectFrom('liquid_asset_types')
      .innerJoin('liquid_texts', 'liquid_texts.id_asset_liquid', 'liquid_asset_types.id_asset_liquid')
      .select('liquid_texts.name')
      .where('liquid_asset_types.type_key', '=', 'cuve')
      .where('liquid_texts.language', '=', 'en')
      .execute();
    const accepted = tankNames.filter((l) =>
      (STEP5_PRODUCTS as readonly string[]).map((p) => p.toLowerCase()).includes(l.name.toLowerCase()),
    );
    expect(accepted.length).toBeGreaterThanOrEqual(8);
    expect(accepted.length).toBeLessThan(tankNames.length);
  });

  it('has tank and silo brands with models, localisation types and the default tunnel', async () => {
    for (const type of ['CUVE', 'SILO'] as const) {
      const models = await db()
        .selectFrom('brand_references')
        .innerJoin(
          'model_references',
          'model_references.id_brand_reference',
          'brand_references.id_brand_reference',
        )
        .select('trade_name')
        .where('type', '=', type)
        .execute();
      expect(models.length, type).toBeGreaterThanOrEqual(4);
    }
    const localisations = await db().selectFrom('localisation_types').select('code').execute();
    expect(localisations.map((l) => l.code)).toEqual(
      expect.arrayContaining(['indoor', 'outdoor', 'underground']),
    );
    const tunnel = await db()
      .selectFrom('display_options')
      .selectAll()
      .where('key', '=', 'tunnel_installation')
      .executeTakeFirst();
    expect(tunnel?.primary_color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('points notices at our own media: one video and images, no third-party address', async () => {
    const notices = (await db().selectFrom('device_referentials').select('notice').execute()).map(
      (r) => r.notice,
    );
    expect(notices.some((n) => n?.endsWith('.mp4'))).toBe(true);
    expect(notices.some((n) => n?.endsWith('.png'))).toBe(true);
    expect(notices.every((n) => n === null || n.startsWith('/media/'))).toBe(true);
  });
});
