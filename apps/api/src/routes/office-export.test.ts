import { EXPORT_COLUMNS, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { parseCsv } from '../services/csv.ts';
import { exportLines } from '../services/office-export.ts';
import { emit, install, newDevice } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody } from '../test/harness.ts';
import { accountToken, day } from '../test/office.ts';

describeEachDatabase('Office: export of verified installations', (server) => {
  let office = { token: '', id: 0 };
  let fitter = { token: '', id: 0 };
  const made: number[] = [];
  beforeAll(async () => {
    office = await accountToken(server(), 'export-office@demo.test', 'office');
    fitter = await accountToken(server(), 'export-fitter@demo.test', 'installer');
    for (let i = 1; i <= 5; i++) {
      await newDevice(server(), `EXP-${i}`);
      // A name a spreadsheet would run as a formula, with a comma and quotes to escape.
      const installation = await install(server(), fitter.token, `EXP-${i}`, (body) => ({
        ...body,
        asset: { ...body.asset, name: i === 1 ? '=HYPERLINK("http://x","click"), tank' : `Tank ${i}` },
      }));
      made.push(installation.id_installation);
    }
    await emit(server(), 'EXP-1', 'exp-first', { mesure: 410, signal_quality: 5 });
    // Verified: all but the fourth; the fifth flagged after all.
    for (const [i, id] of made.entries()) {
      const verdict = i === 3 ? null : i === 4 ? 'flag' : 'verify';
      if (verdict === null) continue;
      const res = await server().request('POST', `/api/v1/office/installations/${id}/${verdict}`, {
        token: office.token,
        body: verdict === 'flag' ? { comment: 'wrong photo' } : undefined,
      });
      expect(res.status).toBe(200);
    }
  });

  it('writes the verified installations of the period as RFC 4180 CSV, cells guarded against formulas', async () => {
    const res = await server().request('GET', `/api/v1/office/export.csv?from=${day()}&to=${day()}`, {
      token: office.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = String(res.body);
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const [header, ...rows] = parseCsv(text).map((record) => record.fields);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(name);
    const ids = rows.map((row) => Number(row[column('id_installation')]));
    expect(ids).toEqual([made[0], made[1], made[2]]);
    const first = rows[0] ?? [];
    expect(first[column('equipment_name')]).toBe(`'=HYPERLINK("http://x","click"), tank`);
    expect(first[column('device_number')]).toBe('EXP-1');
    expect(first[column('customer_email')]).toBe('client@demo.test');
    expect(first[column('signal_quality')]).toBe('5');
    expect(JSON.parse(first[column('first_measurement_values')] ?? '')).toMatchObject({ mesure: 410 });
    expect(first[column('verified_by')]).toBe('office export-office@demo.test');
    // Another day holds none of them.
    const other = await server().request('GET', `/api/v1/office/export.csv?from=${day(-3)}&to=${day(-1)}`, {
      token: office.token,
    });
    expect(parseCsv(String(other.body))).toHaveLength(1);
  });

  it('reads the period a page at a time, each row once, in order', async () => {
    const installer = await server()
      .db.selectFrom('installers')
      .selectAll()
      .where('id_installer', '=', office.id)
      .executeTakeFirstOrThrow();
    const session = {
      ...installer,
      uid_professional: 'demo-installations',
      name_professional: 'Demo Installations',
    };
    const lines: string[] = [];
    for await (const line of exportLines(server().db, session, {
      from: day(),
      to: day(),
      language: 'en',
      pageSize: 2,
    })) {
      lines.push(line);
    }
    const ids = parseCsv(lines.slice(1).join('')).map((record) => Number(record.fields[0]));
    expect(ids).toEqual([made[0], made[1], made[2]]);
  });

  it('refuses a period without both ends, backwards or longer than a year', async () => {
    const get = (query: string) =>
      server().request('GET', `/api/v1/office/export.csv?${query}`, { token: office.token });
    expect((await get(`from=${day()}`)).status).toBe(400);
    expect((await get(`from=${day()}&to=${day(-1)}`)).status).toBe(400);
    expect((await get(`from=${day(-400)}&to=${day()}`)).status).toBe(400);
    expect((await get(`from=${day(-365)}&to=${day()}`)).status).toBe(200);
    const refused = await server().request('GET', `/api/v1/office/export.csv?from=${day()}&to=${day()}`, {
      token: fitter.token,
    });
    expect(refused.status).toBe(403);
    expect(parseBody(errorBody, refused).error.code).toBe('office_only');
  });
});
