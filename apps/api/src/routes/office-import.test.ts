import { api, errorBody, IMPORT_COLUMNS } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { parseCsv } from '../services/csv.ts';
import { describeEachDatabase, parseBody } from '../test/harness.ts';
import { accountToken, day } from '../test/office.ts';

const header = IMPORT_COLUMNS.join(',');

describeEachDatabase('Office: CSV import of jobs', (server) => {
  let office = { token: '', id: 0 };
  let fitter = { token: '', id: 0 };
  beforeAll(async () => {
    office = await accountToken(server(), 'import-office@demo.test', 'office');
    fitter = await accountToken(server(), 'import-fitter@demo.test', 'installer');
  });

  /** A row of the template's columns, from a few values. */
  const row = (values: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) => {
    const base: Record<string, string> = {
      job_ref: 'A',
      scheduled_date: day(1),
      installer_email: 'import-fitter@demo.test',
      customer_email: 'client@demo.test',
      address_name: 'Maison',
      equipment_type: 'cuve',
      device_count: '1',
    };
    const all = { ...base, ...values };
    return IMPORT_COLUMNS.map((column) => {
      const value = all[column] ?? '';
      return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
    }).join(',');
  };
  const upload = (csv: string, token = office.token) =>
    server().request('POST', '/api/v1/office/jobs/import', { token, body: { csv } });
  const jobCount = async () =>
    Number(
      (
        await server()
          .db.selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('imports jobs of one or several rows, new customers and addresses included', async () => {
    const csv = [
      header,
      row({ job_ref: 'J1', device_count: '', device_number: 'IMP-1', notes: 'Gate, then "left"' }),
      row({ job_ref: 'J1', device_count: '', device_number: 'IMP-2', notes: 'Gate, then "left"' }),
      row({
        job_ref: 'J2',
        customer_email: 'imported@example.test',
        customer_first_name: 'Inès',
        customer_last_name: 'Portée',
        address_name: 'Farm',
        address: '3 Route des Champs, 01000 Bourg',
        postal_code: '01000',
        city: 'Bourg',
        country_code: 'FR',
        latitude: '46.2',
        longitude: '5.22',
        device_count: '2',
        window_start: '13:00',
        window_end: '15:00',
      }),
      row({
        job_ref: 'J3',
        customer_email: 'imported@example.test',
        customer_first_name: 'Inès',
        customer_last_name: 'Portée',
        address_name: 'Farm',
        address: '3 Route des Champs, 01000 Bourg',
        latitude: '46.2',
        longitude: '5.22',
      }),
    ].join('\r\n');
    const res = await upload(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(parseBody(api.importJobs.responses[200], res).data).toEqual({ jobs: 3, devices: 5 });

    const list = await server().request(
      'GET',
      `/api/v1/office/jobs?from=${day(1)}&id_installer=${fitter.id}`,
      {
        token: office.token,
      },
    );
    const items = parseBody(api.officeJobs.responses[200], list).data.items;
    const j1 = items.find((job) => job.devices.some((d) => d.device_number === 'IMP-1'));
    expect(j1).toMatchObject({
      notes: 'Gate, then "left"',
      expected_devices: 2,
      customer: { email: 'client@demo.test' },
    });
    expect(j1?.address.address_name).toBe('Maison');
    const imported = items.filter((job) => job.customer.email === 'imported@example.test');
    expect(imported).toHaveLength(2);
    // The new address is made once for the customer's two jobs.
    expect(new Set(imported.map((job) => job.address.id_domicile)).size).toBe(1);
    expect(imported.find((job) => job.device_count === 2)).toMatchObject({
      window_start: '13:00',
      customer: { first_name: 'Inès' },
    });
  });

  it('refuses the whole file for one bad row, naming each row and column, and writes nothing', async () => {
    const before = await jobCount();
    const csv = [
      header,
      row({ job_ref: 'OK1' }),
      row({ job_ref: 'B1', scheduled_date: '2026-13-01' }),
      row({ job_ref: 'B2', installer_email: 'nobody@demo.test' }),
      row({ job_ref: 'B3', equipment_type: 'no-such-kind' }),
      row({ job_ref: 'B4', device_count: '' }),
      row({ job_ref: 'B5', customer_email: 'new@example.test', address_name: 'X', address: 'Somewhere' }),
      row({ job_ref: 'B6', window_start: '10:00', window_end: '' }),
      row({ job_ref: 'OK1', scheduled_date: day(2) }),
      'too,few,fields',
      row({ job_ref: 'B7', device_count: '', device_number: 'GOOD-1' }),
      row({ job_ref: 'B7', device_count: '', device_number: 'bad number!' }),
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(400);
    const { error } = parseBody(errorBody, res);
    expect(error.code).toBe('import_refused');
    const rows = (error.details as { rows: { row: number; column: string | null; reason: string }[] }).rows;
    const at = (n: number) => rows.filter((r) => r.row === n).map((r) => r.column);
    expect(at(1)).toEqual([]);
    expect(at(2)).toContain('scheduled_date');
    expect(at(3)).toContain('installer_email');
    expect(at(4)).toContain('equipment_type');
    expect(at(5)).toContain('device_number');
    // A new customer needs names, a new address its position.
    expect(at(6)).toEqual(expect.arrayContaining(['customer_first_name', 'customer_last_name', 'latitude']));
    expect(at(7)).toContain('window_end');
    expect(at(8)).toContain('scheduled_date');
    expect(at(9)).toEqual([null]);
    // A refused device number points at its own row of the job.
    expect(at(10)).toEqual([]);
    expect(at(11)).toEqual(['device_number']);
    expect(await jobCount()).toBe(before);
  });

  it('rolls back jobs already written when a later one is refused by the database', async () => {
    const before = await jobCount();
    // The second job's customer e-mail belongs to an account that cannot be a customer (410 taken).
    await server()
      .db.insertInto('user_clients')
      .values({
        id_professional: (
          await server()
            .db.selectFrom('installers')
            .select('id_professional')
            .where('id_installer', '=', office.id)
            .executeTakeFirstOrThrow()
        ).id_professional,
        email: 'taken-import@example.test',
        first_name: null,
        last_name: null,
        status: 'taken',
        created_at: new Date().toISOString(),
      })
      .execute();
    const csv = [
      header,
      row({
        job_ref: 'R1',
        customer_email: 'fresh-import@example.test',
        customer_first_name: 'A',
        customer_last_name: 'B',
        address_name: 'Home',
        address: '1 Rue',
        latitude: '45',
        longitude: '4',
      }),
      row({
        job_ref: 'R2',
        customer_email: 'taken-import@example.test',
        customer_first_name: 'A',
        customer_last_name: 'B',
        address_name: 'Home',
        address: '1 Rue',
        latitude: '45',
        longitude: '4',
      }),
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(400);
    expect((parseBody(errorBody, res).error.details as { rows: { row: number }[] }).rows).toEqual([
      expect.objectContaining({ row: 2 }),
    ]);
    expect(await jobCount()).toBe(before);
    const fresh = await server()
      .db.selectFrom('user_clients')
      .select('id_user')
      .where('email', '=', 'fresh-import@example.test')
      .execute();
    expect(fresh).toEqual([]);
  });

  it('reads the equipment columns by name or id, and imports a file of the first template', async () => {
    const csv = [
      header,
      row({
        job_ref: 'EQ1',
        brand: 'roth',
        model: 'DWT plus 1000 L',
        dimensions: 'volume=1000;height=98,1',
        equipment_name: 'Garage tank',
        // A content's name in another language than the request's.
        liquid: 'Heizöl',
        localisation: 'indoor',
        monitoring_type: 'Filling',
        notes: 'equipment-columns',
      }),
      row({ job_ref: 'EQ2', brand: '1', model: '103', liquid: '1', localisation: 'Intérieur' }),
    ].join('\n');
    const res = await upload(csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await server().request('GET', `/api/v1/office/jobs?from=${day(1)}&q=equipment-columns`, {
      token: office.token,
    });
    const [job] = parseBody(api.officeJobs.responses[200], list).data.items;
    expect(job?.equipment).toMatchObject({
      id_brand_reference: 1,
      id_model_reference: 102,
      dimensions: { volume: 1000, height: 98.1 },
      name: 'Garage tank',
      id_liquid_type: 1,
      id_localisation_type: 1,
      monitoring_type: 'filling',
    });

    // The columns appended later may be absent: a file made from the first template still imports.
    const first = IMPORT_COLUMNS.slice(0, IMPORT_COLUMNS.indexOf('notes') + 1);
    const old = [first.join(','), row({ job_ref: 'OLD' }).split(',').slice(0, first.length).join(',')];
    const oldRes = await upload(old.join('\n'));
    expect(oldRes.status, JSON.stringify(oldRes.body)).toBe(200);
  });

  it('refuses an equipment value that names nothing, at its column', async () => {
    const before = await jobCount();
    const csv = [
      header,
      row({ job_ref: 'Q1', brand: 'No Such Brand' }),
      row({ job_ref: 'Q2', brand: 'Roth', model: 'No such model' }),
      row({ job_ref: 'Q3', dimensions: 'volume:1000' }),
      row({ job_ref: 'Q4', liquid: 'Lemonade' }),
      row({ job_ref: 'Q5', localisation: 'on the moon' }),
      row({ job_ref: 'Q6', monitoring_type: 'both' }),
      row({ job_ref: 'Q7', model: '102' }),
      row({ job_ref: 'Q8', dimensions: 'volume=-3' }),
      row({ job_ref: 'Q9', equipment_name: 'x'.repeat(201) }),
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(400);
    const rows = (
      parseBody(errorBody, res).error.details as { rows: { row: number; column: string | null }[] }
    ).rows;
    const at = (n: number) => rows.filter((r) => r.row === n).map((r) => r.column);
    expect(at(1)).toEqual(['brand']);
    expect(at(2)).toEqual(['model']);
    expect(at(3)).toEqual(['dimensions']);
    expect(at(4)).toEqual(['liquid']);
    expect(at(5)).toEqual(['localisation']);
    expect(at(6)).toEqual(['monitoring_type']);
    expect(at(7)).toEqual(['model']);
    expect(at(8)).toEqual(['dimensions']);
    expect(at(9)).toEqual(['equipment_name']);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a file without the template columns, a broken quote, and an installer (403)', async () => {
    const missing = await upload('job_ref,scheduled_date\nA,2026-12-01');
    expect(parseBody(errorBody, missing).error.code).toBe('import_refused');
    const broken = await upload(`${header}\n"unclosed`);
    expect((parseBody(errorBody, broken).error.details as { rows: unknown[] }).rows).toEqual([
      { row: 1, column: null, reason: 'a quoted field is not closed' },
    ]);
    expect((await upload(`${header}\n${row({})}`, fitter.token)).status).toBe(403);
    expect((await upload('')).status).toBe(400);
  });

  it('gives a template whose example row imports as it is', async () => {
    const res = await server().request('GET', '/api/v1/office/jobs/template.csv', { token: office.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = String(res.body);
    const records = parseCsv(text);
    expect(records.map((r) => r.fields.length)).toEqual([IMPORT_COLUMNS.length, IMPORT_COLUMNS.length]);
    expect(records[0]?.fields).toEqual([...IMPORT_COLUMNS]);
    const imported = await upload(text);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(
      (await server().request('GET', '/api/v1/office/jobs/template.csv', { token: fitter.token })).status,
    ).toBe(403);
  });
});
