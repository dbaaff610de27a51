import { api, type HandoverReport, metricPath } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { emit, install, newDevice } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody, type TestServer } from '../test/harness.ts';
import { demoModuleTankBody } from '../test/installation-bodies.ts';

async function reportOf(server: TestServer, token: string, idInstallation: number): Promise<HandoverReport> {
  const shared = await server.request('POST', `/api/v1/installation/${idInstallation}/report_link`, {
    token,
  });
  const link = parseBody(api.createReportLink.responses[201], shared).data;
  const res = await server.request('GET', `/api/v1/report/${link.token}`);
  return parseBody(api.getReport.responses[200], res).data;
}

/**
 * The public report shows a measurement's contract fields, never what else a sender put in a message
 * (rules/measurement.ts): the ingest keeps only those, and the report reads only those of a stored row.
 */
describeEachDatabase('Handover report: only the measurement', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await server().login();
  });

  it('shows none of the fields a sender added to the message', async () => {
    await newDevice(server(), 'MEAS-EXTRA');
    const made = await install(server(), token, 'MEAS-EXTRA');
    await emit(server(), 'MEAS-EXTRA', 'extra-1', {
      mesure: 410,
      hauteur_liquide: 900,
      signal_quality: 4,
      note: 'Your tank is leaking: call 0899 000 000',
      link: 'https://phishing.example',
      owner: { contact: { email: 'victim@example.test' } },
    });
    const report = await reportOf(server(), token, made.id_installation);
    expect(report.first_measurement).toEqual({
      mesure: 410,
      hauteur_liquide: 900,
      signal_quality: 4,
      emitted_at: expect.any(String),
      received_at: expect.any(String),
    });
  });

  it('reads only the measurement fields of a message stored before the ingest kept only those', async () => {
    const idDevice = await newDevice(server(), 'MEAS-OLD');
    const made = await install(server(), token, 'MEAS-OLD');
    const now = new Date().toISOString();
    await server()
      .db.insertInto('emissions')
      .values({
        id_device: idDevice,
        message_id: 'stored-long-ago',
        emitted_at: now,
        received_at: now,
        data: JSON.stringify({ mesure: 77, note: 'spam', gps: { fix: { lat: 45.1 } } }),
      })
      .execute();
    const report = await reportOf(server(), token, made.id_installation);
    expect(report.first_measurement).toEqual({ mesure: 77, emitted_at: now, received_at: now });
  });

  it("shows of a module's groups the values its visible metrics read, and nothing else", async () => {
    const idDevice = await newDevice(server(), 'MEAS-MODULE');
    const client = await server()
      .db.selectFrom('clients')
      .select('id_client')
      .where('uid', '=', 'boulangerie-martin')
      .executeTakeFirstOrThrow();
    const domicile = await server()
      .db.selectFrom('domiciles')
      .select('id_domicile')
      .where('id_client', '=', client.id_client)
      .orderBy('id_domicile')
      .executeTakeFirstOrThrow();
    const res = await server().request('POST', '/api/v1/installation/device', {
      token,
      body: demoModuleTankBody(idDevice, {
        client: { id_client: client.id_client },
        domicile: { id_domicile: domicile.id_domicile },
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const made = parseBody(api.createInstallation.responses[201], res).data;
    const before = await reportOf(server(), token, made.id_installation);
    const visible = (before.metrics ?? []).filter((metric) => metric.is_visible);
    const paths = visible.map((metric) => metricPath(metric.parameters)).filter((path) => path !== null);
    expect(paths.length).toBeGreaterThan(0);
    // Every value the metrics read, and beside them values and groups none reads.
    const data: Record<string, Record<string, Record<string, unknown>>> = {
      unread: { group: { secret: 'not for the report' } },
    };
    paths.forEach(([group = '', name = '', key = ''], index) => {
      data[group] ??= {};
      const names = data[group];
      names[name] = { ...names[name], [key]: 100 + index, [`${key}_unread`]: 'hidden' };
    });
    await emit(server(), 'MEAS-MODULE', 'module-1', { signal_quality: 5, ...data });
    const measured = (await reportOf(server(), token, made.id_installation)).first_measurement;
    const expected: Record<string, Record<string, Record<string, number>>> = {};
    paths.forEach(([group = '', name = '', key = ''], index) => {
      expected[group] ??= {};
      const names = expected[group];
      names[name] = { ...names[name], [key]: 100 + index };
    });
    expect(measured).toEqual({
      signal_quality: 5,
      ...expected,
      emitted_at: expect.any(String),
      received_at: expect.any(String),
    });
    expect(JSON.stringify(measured)).not.toContain('hidden');
    expect(JSON.stringify(measured)).not.toContain('not for the report');
  });
});
