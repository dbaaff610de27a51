import { api, errorBody, metricPath } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { CLASSIC_ASSET_TYPES } from '../db/demo/catalogue.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';

describeEachDatabase('reference data of the wizard (spec §7)', (server) => {
  let token = '';
  let otherToken = '';
  let demoId = 0;
  let otherId = 0;
  beforeAll(async () => {
    token = await server().login();
    otherToken = await server().login(OTHER_INSTALLER);
    const me = async (t: string) =>
      parseBody(api.me.responses[200], await server().request('GET', '/api/v1/auth/me', { token: t })).data;
    demoId = (await me(token)).id_professional;
    otherId = (await me(otherToken)).id_professional;
  });
  const get = (path: string, options: { as?: string; language?: string } = {}) =>
    server().request('GET', `/api/v1${path}`, {
      token: options.as ?? token,
      headers: options.language ? { 'accept-language': options.language } : {},
    });

  it('lists the professional’s asset types with descriptions, in the request’s language', async () => {
    const en = parseBody(
      api.assetTypes.responses[200],
      await get(`/professional/${demoId}/asset_types`),
    ).data;
    // The seed's names (demo/catalogue.ts), in catalogue order.
    expect(en.slice(0, 4).map((t) => [t.key, t.value])).toEqual(
      CLASSIC_ASSET_TYPES.map((t) => [t.key, t.value.en]),
    );
    expect(en[0]?.value).toBe('Tank (level sensor)');
    expect(en.find((t) => t.key === 'generic' && t.id_referential === 3)?.id_asset_generic_module).toBe(1);
    const gncTank = en.find((t) => t.key === 'GNC_TANK');
    expect(gncTank?.id_module).toBeGreaterThan(0);
    expect(en.every((t) => t.description)).toBe(true);
    const fr = parseBody(
      api.assetTypes.responses[200],
      await get(`/professional/${demoId}/asset_types`, { language: 'fr-FR' }),
    ).data;
    expect(fr.find((t) => t.id_referential === 230)?.value).toBe('Ruche');
    expect(fr[0]?.value).toBe('Cuve (capteur de niveau)');
  });

  it('answers Polish reference texts to an Accept-Language in Polish (the ninth language)', async () => {
    const types = parseBody(
      api.assetTypes.responses[200],
      await get(`/professional/${demoId}/asset_types`, { language: 'pl-PL,pl;q=0.9,en;q=0.5' }),
    ).data;
    expect(types.slice(0, 4).map((t) => t.value)).toEqual(CLASSIC_ASSET_TYPES.map((t) => t.value.pl));
    expect(types[0]?.value).toBe('Zbiornik (czujnik poziomu)');
    expect(types.find((t) => t.key === 'GNC_SILO')?.value).toBe('Silos (moduł)');
    const liquids = parseBody(
      api.liquidsByType.responses[200],
      await get(`/professional/${demoId}/asset_liquids/type/cuve`, { language: 'pl' }),
    ).data;
    expect(liquids.map((l) => l.name)).toContain('Olej opałowy');
    const places = parseBody(
      api.localisationTypes.responses[200],
      await get('/referential/localisation_types/pl'),
    ).data;
    expect(places[0]).toEqual({ id_referential: 1, value: 'Wewnątrz' });
  });

  it('answers 404 for another professional’s asset types', async () => {
    expect((await get(`/professional/${otherId}/asset_types`)).status).toBe(404);
    const mine = parseBody(
      api.assetTypes.responses[200],
      await get(`/professional/${otherId}/asset_types`, { as: otherToken }),
    ).data;
    expect(mine.map((t) => t.key)).toEqual(['cuve', 'silo', 'generic', 'GNC_TANK']);
  });

  it('lists contents by asset type key in the request’s language; 404 for an unknown key', async () => {
    const cuve = parseBody(
      api.liquidsByType.responses[200],
      await get(`/professional/${demoId}/asset_liquids/type/cuve`, { language: 'de' }),
    ).data;
    expect(cuve.map((l) => l.name)).toContain('Heizöl');
    const silo = parseBody(
      api.liquidsByType.responses[200],
      await get(`/professional/${demoId}/asset_liquids/type/silo`),
    ).data;
    expect(silo.map((l) => l.name)).toContain('Wheat');
    const honey = parseBody(
      api.liquidsByType.responses[200],
      await get(`/professional/${demoId}/asset_liquids/type/generic`, { language: 'it' }),
    ).data;
    expect(honey.map((l) => l.name)).toContain('Miele di acacia');
    expect((await get(`/professional/${demoId}/asset_liquids/type/nope`)).status).toBe(404);
    expect((await get(`/professional/${otherId}/asset_liquids/type/cuve`)).status).toBe(404);
  });

  it('lists localisation types in the language of the path, English when unknown', async () => {
    const read = async (lang: string) =>
      parseBody(api.localisationTypes.responses[200], await get(`/referential/localisation_types/${lang}`))
        .data;
    expect((await read('fr')).map((l) => l.value)).toContain('Enterré');
    expect((await read('nl'))[0]).toEqual({ id_referential: 1, value: 'Binnen' });
    expect((await read('gb'))[0]?.value).toBe('Indoor');
    expect((await read('ie'))[0]?.value).toBe('Indoor');
    expect((await read('zz'))[0]?.value).toBe('Indoor');
    expect((await read('pt')).length).toBe(6);
    expect((await get('/referential/localisation_types/fra')).status).toBe(400);
  });

  it('lists tank and silo brands, their models and one model by id', async () => {
    const cuve = parseBody(api.brands.responses[200], await get('/brand_reference?type=CUVE')).data;
    expect(cuve.map((b) => b.name)).toEqual(['Roth', 'Sotralentz', 'Schütz', 'Werit']);
    const silo = parseBody(api.brands.responses[200], await get('/brand_reference?type=SILO')).data;
    expect(silo.map((b) => b.name)).toContain('Agrotop');
    expect((await get('/brand_reference?type=BOAT')).status).toBe(400);
    const roth = cuve[0]?.id_brand_reference ?? 0;
    const models = parseBody(api.models.responses[200], await get(`/model_reference/${roth}`)).data;
    expect(models.map((m) => m.trade_name)).toEqual(['DWT plus 750 L', 'DWT plus 1000 L', 'DWT plus 1500 L']);
    expect((await get('/model_reference/99999')).status).toBe(404);
    const one = parseBody(
      api.assetModelReference.responses[200],
      await get(`/asset_model_reference/${models[1]?.id_model_reference}`),
    ).data;
    expect(one).toEqual(models[1]);
    expect((await get('/asset_model_reference/99999')).status).toBe(404);
  });

  it('answers each model with its figures: a tank model fills the tank form, a silo model the silo form', async () => {
    const roth = parseBody(api.models.responses[200], await get('/model_reference/1')).data;
    expect(roth[0]).toEqual({
      id_model_reference: 101,
      trade_name: 'DWT plus 750 L',
      tank: { tank_type: 1, volume: 750, height: 150, length: 73.6, width: 68 },
      silo: null,
    });
    const silo = parseBody(
      api.assetModelReference.responses[200],
      await get('/asset_model_reference/204'),
    ).data;
    expect(silo).toEqual({
      id_model_reference: 204,
      trade_name: 'PolySilo 12 t',
      tank: null,
      silo: {
        silo_type: 9,
        volume: 18_500,
        height: 570,
        diameter_right_side: 230,
        length_right_side: null,
        width_right_side: null,
        cone_height: 190,
        width_min_cone: null,
        length_diameter_min_cone: 30,
      },
    });
    // A model the catalogue has no figures for answers null figures.
    await server()
      .db.insertInto('model_references')
      .values({
        id_model_reference: 190,
        id_brand_reference: 1,
        trade_name: 'Sur mesure',
        tank_type: null,
        silo_type: null,
        volume: null,
        height: null,
        length: null,
        width: null,
        diameter_right_side: null,
        length_right_side: null,
        width_right_side: null,
        cone_height: null,
        width_min_cone: null,
        length_diameter_min_cone: null,
      })
      .execute();
    const bare = parseBody(
      api.assetModelReference.responses[200],
      await get('/asset_model_reference/190'),
    ).data;
    expect(bare).toEqual({ id_model_reference: 190, trade_name: 'Sur mesure', tank: null, silo: null });
  });

  it('answers a generic model with its form inputs, labels in the request’s language', async () => {
    const hive = parseBody(
      api.genericModule.responses[200],
      await get('/asset_generic_module/5', { language: 'es' }),
    ).data;
    expect(hive.name).toBe('Colmena');
    expect(hive.form_inputs.map((i) => [i.name, i.type, i.required])).toEqual([
      ['hive_name', 'string', true],
      ['frame_count', 'int', true],
      ['queen_marked', 'boolean', false],
      ['colony_installed_at', 'datetime', false],
    ]);
    expect(hive.form_inputs[0]?.label).toBe('Nombre de la colmena');
    expect((await get('/asset_generic_module/4')).status).toBe(404);
  });

  it('answers a module with its models, localised inputs and metrics pointing into emissions', async () => {
    const types = parseBody(
      api.assetTypes.responses[200],
      await get(`/professional/${demoId}/asset_types`),
    ).data;
    const idModule = types.find((t) => t.key === 'GNC_TANK')?.id_module ?? 0;
    const module = parseBody(
      api.moduleById.responses[200],
      await get(`/module/${idModule}`, { language: 'fr' }),
    ).data;
    expect(module).toMatchObject({ key: 'GNC_TANK', name: 'Cuve (module)', total_models: 1 });
    const inputs = module.asset_models[0]?.form_inputs ?? [];
    expect(inputs.find((i) => i.name === 'capacity')).toMatchObject({
      type: 'float',
      multiplier: 1_000_000,
      unit: 'L',
      label: 'Capacité',
    });
    const wall = inputs.find((i) => i.type === 'child_enum');
    expect(wall?.parent_enum).toBe('material');
    expect(wall?.child_enum?.concrete?.map((c) => c.label)).toEqual([
      'Avec revêtement intérieur',
      'Sans revêtement',
    ]);
    expect(inputs.find((i) => i.name === 'material')?.enum?.map((c) => c.value)).toEqual([
      'steel',
      'polyethylene',
      'concrete',
    ]);
    const metrics = module.default_metrics_configuration.metrics;
    expect(metrics[0]).toMatchObject({ label: 'Niveau', unit: 'mm', is_visible: true });
    expect(metricPath(metrics[0]?.parameters)).toEqual(['tanks', 'tank_1', 'level_mm']);
    expect(metrics.some((m) => !m.is_visible)).toBe(true);

    const eight = parseBody(api.moduleById.responses[200], await get('/module/2')).data;
    expect(eight.total_models).toBe(8);
    expect(eight.asset_models.map((m) => m.name)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Tank ${i + 1}`),
    );
    expect((await get('/module/999')).status).toBe(404);
  });

  it('lists a module’s contents; 404 for another professional or an unknown module', async () => {
    const honey = parseBody(
      api.moduleLiquids.responses[200],
      await get(`/asset_liquid/professional/${demoId}/module/13`, { language: 'pt' }),
    ).data;
    expect(honey.map((l) => l.name)).toContain('Mel de castanheiro');
    expect((await get(`/asset_liquid/professional/${otherId}/module/13`)).status).toBe(404);
    expect((await get(`/asset_liquid/professional/${demoId}/module/999`)).status).toBe(404);
  });

  it('answers the name of a liquid in the request’s language; 404 for an unknown one', async () => {
    const read = async (language: string) =>
      parseBody(api.liquidName.responses[200], await get('/liquid/1/name', { language })).data;
    expect(await read('en-GB')).toBe('Heating Oil');
    expect(await read('nl-BE')).toBe('Huisbrandolie');
    expect(await read('es')).toBe('Gasóleo de calefacción');
    const missing = await get('/liquid/999/name');
    expect(missing.status).toBe(404);
    expect(parseBody(errorBody, missing).error.code).toBe('not_found');
  });

  it('answers 401 without a token on every reference call', async () => {
    for (const path of [
      `/professional/${demoId}/asset_types`,
      `/professional/${demoId}/asset_liquids/type/cuve`,
      '/referential/localisation_types/fr',
      '/brand_reference?type=CUVE',
      '/model_reference/1',
      '/asset_generic_module/5',
      '/module/19',
      `/asset_liquid/professional/${demoId}/module/19`,
      '/liquid/1/name',
      '/asset_model_reference/101',
    ]) {
      expect((await server().request('GET', `/api/v1${path}`)).status, path).toBe(401);
    }
  });
});
