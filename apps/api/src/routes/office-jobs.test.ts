import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { install, newDevice } from '../test/after-visit.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';
import { accountToken, createJob, day, demoCustomer, jobBody } from '../test/office.ts';

describeEachDatabase('Office: jobs', (server) => {
  let office = { token: '', id: 0 };
  let fitter = { token: '', id: 0 };
  beforeAll(async () => {
    office = await accountToken(server(), 'jobs-office@demo.test', 'office');
    fitter = await accountToken(server(), 'jobs-fitter@demo.test', 'installer');
  });

  it("answers 403 office_only to an installer's token on every office call", async () => {
    const job = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/office/installers'],
      ['GET', '/api/v1/office/jobs'],
      ['POST', '/api/v1/office/jobs', await jobBody(server(), fitter.id)],
      ['PUT', `/api/v1/office/jobs/${job.id_job}`, { ...(await jobBody(server(), fitter.id)), version: 1 }],
      ['POST', `/api/v1/office/jobs/${job.id_job}/cancel`],
      ['GET', `/api/v1/office/jobs/${job.id_job}/photo`],
    ];
    for (const [method, path, body] of calls) {
      const res = await server().request(method, path, { token: fitter.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(parseBody(errorBody, res).error.code).toBe('office_only');
    }
    // Without a token: 401, as everywhere.
    expect((await server().request('GET', '/api/v1/office/jobs')).status).toBe(401);
  });

  it("lists the professional's accounts with their roles", async () => {
    const res = await server().request('GET', '/api/v1/office/installers', { token: office.token });
    const { items } = parseBody(api.officeInstallers.responses[200], res).data;
    expect(items).toContainEqual(expect.objectContaining({ id_installer: office.id, role: 'office' }));
    expect(items).toContainEqual(expect.objectContaining({ id_installer: fitter.id, role: 'installer' }));
    expect(items.map((item) => item.email)).not.toContain(OTHER_INSTALLER);
  });

  it('keeps what step 4 asks of a standard tank, and refuses a content or localisation that does not fit', async () => {
    const equipment = {
      type_key: 'cuve',
      id_brand_reference: 1,
      id_model_reference: 102,
      dimensions: { volume: 1000 },
      name: 'Cellar tank',
      id_liquid_type: 1,
      id_localisation_type: 1,
      monitoring_type: 'consumption' as const,
    };
    const job = await createJob(server(), office.token, await jobBody(server(), fitter.id, { equipment }));
    expect(job.equipment).toMatchObject({ ...equipment, type_name: expect.any(String) });
    const mine = await server().request('GET', '/api/v1/jobs/mine', { token: fitter.token });
    const listed = parseBody(api.myJobs.responses[200], mine).data.items.find((j) => j.id_job === job.id_job);
    expect(listed?.equipment).toMatchObject(equipment);

    const silo = await server()
      .db.selectFrom('liquid_asset_types')
      .select('id_asset_liquid')
      .where('type_key', '=', 'silo')
      .executeTakeFirstOrThrow();
    const bad = await server().request('POST', '/api/v1/office/jobs', {
      token: office.token,
      body: await jobBody(server(), fitter.id, {
        equipment: { ...equipment, id_liquid_type: silo.id_asset_liquid, id_localisation_type: 999_999 },
      }),
    });
    expect(bad.status).toBe(400);
    const paths = (parseBody(errorBody, bad).error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['equipment.id_liquid_type', 'equipment.id_localisation_type']),
    );
    const badMonitoring = await server().request('POST', '/api/v1/office/jobs', {
      token: office.token,
      body: { ...(await jobBody(server(), fitter.id)), equipment: { ...equipment, monitoring_type: 'both' } },
    });
    expect(badMonitoring.status).toBe(400);
  });

  it('plans, edits at its version, refuses a stale version, reassigns and cancels a job', async () => {
    const body = await jobBody(server(), fitter.id, {
      device_numbers: ['JOB-LIFE-1', 'JOB-LIFE-2'],
      device_count: 1,
      scheduled_date: day(1),
      window_start: '08:00',
      window_end: '10:00',
      notes: 'Gate code 1234',
      equipment: {
        type_key: 'cuve',
        id_brand_reference: null,
        id_model_reference: null,
        dimensions: { volume: 1000 },
        name: null,
        id_liquid_type: null,
        id_localisation_type: null,
        monitoring_type: null,
      },
    });
    const job = await createJob(server(), office.token, body);
    expect(job).toMatchObject({
      version: 1,
      status: 'planned',
      state: 'planned',
      scheduled_date: day(1),
      window_start: '08:00',
      notes: 'Gate code 1234',
      customer: { email: 'client@demo.test' },
      equipment: { type_key: 'cuve', dimensions: { volume: 1000 } },
      device_count: 1,
      expected_devices: 3,
      installer: { id_installer: fitter.id },
      not_doable: null,
    });
    expect(job.devices.map((d) => [d.device_number, d.listed, d.installation])).toEqual([
      ['JOB-LIFE-1', true, null],
      ['JOB-LIFE-2', true, null],
    ]);

    const edit = { ...body, device_numbers: ['JOB-LIFE-3'], id_installer: office.id, version: 1 };
    const res = await server().request('PUT', `/api/v1/office/jobs/${job.id_job}`, {
      token: office.token,
      body: edit,
    });
    const edited = parseBody(api.updateJob.responses[200], res).data;
    expect(edited).toMatchObject({ version: 2, installer: { id_installer: office.id }, expected_devices: 2 });
    expect(edited.devices.map((d) => d.device_number)).toEqual(['JOB-LIFE-3']);

    // The same edit again was based on version 1: someone changed the job since.
    const stale = await server().request('PUT', `/api/v1/office/jobs/${job.id_job}`, {
      token: office.token,
      body: edit,
    });
    expect(stale.status).toBe(409);
    expect(parseBody(errorBody, stale).error.code).toBe('stale_version');

    const cancel = await server().request('POST', `/api/v1/office/jobs/${job.id_job}/cancel`, {
      token: office.token,
    });
    expect(parseBody(api.cancelJob.responses[200], cancel).data).toMatchObject({
      status: 'cancelled',
      state: 'cancelled',
      version: 3,
    });
    const again = await server().request('POST', `/api/v1/office/jobs/${job.id_job}/cancel`, {
      token: office.token,
    });
    expect(parseBody(api.cancelJob.responses[200], again).data.version).toBe(3);
    const closed = await server().request('PUT', `/api/v1/office/jobs/${job.id_job}`, {
      token: office.token,
      body: { ...edit, version: 3 },
    });
    expect(closed.status).toBe(409);
    expect(parseBody(errorBody, closed).error.code).toBe('job_closed');
  });

  it('makes a new customer and address from an e-mail, names and a place', async () => {
    const body = await jobBody(server(), fitter.id, {
      customer: { email: 'New.Farm@Example.test', first_name: 'Noé', last_name: 'Ferme' },
      address: {
        address_name: 'Ferme',
        new_domicile: {
          address: '2 Chemin des Prés, 69003 Lyon',
          locality: 'Lyon',
          latitude: 45.75,
          longitude: 4.86,
        },
      },
    });
    const job = await createJob(server(), office.token, body);
    expect(job.customer).toMatchObject({
      email: 'new.farm@example.test',
      first_name: 'Noé',
      last_name: 'Ferme',
    });
    expect(job.address).toMatchObject({ address_name: 'Ferme', city: 'Lyon', latitude: 45.75 });
    // The next job for that e-mail finds the same customer.
    const second = await createJob(server(), office.token, {
      ...body,
      address: { id_domicile: job.address.id_domicile },
    });
    expect(second.customer.id_user).toBe(job.customer.id_user);
  });

  it("refuses another professional's customer, address or account (404) and a type not offered (400)", async () => {
    const otherOffice = await accountToken(
      server(),
      'jobs-other-office@demo.test',
      'office',
      'other-installations',
    );
    const body = await jobBody(server(), fitter.id);
    const post = (token: string, payload: unknown) =>
      server().request('POST', '/api/v1/office/jobs', { token, body: payload });
    expect((await post(otherOffice.token, body)).status).toBe(404);
    expect((await post(otherOffice.token, { ...body, id_installer: otherOffice.id })).status).toBe(404);
    const customer = await demoCustomer(server());
    expect(
      (
        await post(otherOffice.token, {
          ...body,
          id_installer: otherOffice.id,
          customer: { id_user: customer.id_user },
        })
      ).status,
    ).toBe(404);
    const badType = await post(office.token, {
      ...body,
      equipment: { ...body.equipment, type_key: 'no-such-kind' },
    });
    expect(badType.status).toBe(400);
    expect(parseBody(errorBody, badType).error.code).toBe('validation_failed');
    // Nothing at all to install, and a window backwards: the contracts refuse them.
    expect((await post(office.token, { ...body, device_count: 0 })).status).toBe(400);
    expect((await post(office.token, { ...body, window_start: '10:00', window_end: '09:00' })).status).toBe(
      400,
    );
    expect((await post(office.token, { ...body, scheduled_date: '2026-02-30' })).status).toBe(400);

    // Another professional's office sees nothing of ours: 404 on our job.
    const job = await createJob(server(), office.token, body);
    const res = await server().request('POST', `/api/v1/office/jobs/${job.id_job}/cancel`, {
      token: otherOffice.token,
    });
    expect(res.status).toBe(404);
    const list = await server().request('GET', `/api/v1/office/jobs?from=${day(-1)}&to=${day(2)}`, {
      token: otherOffice.token,
    });
    expect(parseBody(api.officeJobs.responses[200], list).data.items).toEqual([]);
  });

  it('lists jobs of a range with derived states, filtered by installer, state and search', async () => {
    const seeker = await accountToken(server(), 'jobs-list@demo.test', 'installer');
    await newDevice(server(), 'JOB-LIST-1');
    await newDevice(server(), 'JOB-LIST-2');
    const twoDevices = await createJob(
      server(),
      office.token,
      await jobBody(server(), seeker.id, {
        device_numbers: ['JOB-LIST-1', 'JOB-LIST-2'],
        device_count: 0,
        notes: 'barn',
      }),
    );
    const later = await createJob(
      server(),
      office.token,
      await jobBody(server(), seeker.id, { scheduled_date: day(3) }),
    );
    await install(server(), seeker.token, 'JOB-LIST-1', (b) => ({ ...b, id_job: twoDevices.id_job }));

    const list = async (query: Record<string, string>) => {
      const res = await server().request('GET', `/api/v1/office/jobs?${new URLSearchParams(query)}`, {
        token: office.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return parseBody(api.officeJobs.responses[200], res).data.items;
    };
    const mine = { id_installer: String(seeker.id) };
    const today = await list({ ...mine });
    expect(today.map((j) => j.id_job)).toEqual([twoDevices.id_job]);
    expect(today[0]?.state).toBe('in_progress');
    expect(today[0]?.devices[0]?.installation?.state).toBe('waiting');
    expect((await list({ ...mine, from: day(), to: day(3) })).map((j) => j.id_job)).toEqual([
      twoDevices.id_job,
      later.id_job,
    ]);
    expect((await list({ ...mine, from: day(), to: day(3), state: 'planned' })).map((j) => j.id_job)).toEqual(
      [later.id_job],
    );
    expect((await list({ ...mine, from: day(), to: day(3), q: 'BARN' })).map((j) => j.id_job)).toEqual([
      twoDevices.id_job,
    ]);
    expect((await list({ ...mine, from: day(), to: day(3), q: 'list-2' })).map((j) => j.id_job)).toEqual([
      twoDevices.id_job,
    ]);

    await install(server(), seeker.token, 'JOB-LIST-2', (b) => ({ ...b, id_job: twoDevices.id_job }));
    expect((await list(mine))[0]?.state).toBe('installed_waiting');

    const backwards = await server().request('GET', `/api/v1/office/jobs?from=${day(2)}&to=${day()}`, {
      token: office.token,
    });
    expect(backwards.status).toBe(400);
    expect(parseBody(errorBody, backwards).error.details).toEqual([
      { in: 'query', path: 'to', message: 'on or after from' },
    ]);
    const tooLong = await server().request('GET', `/api/v1/office/jobs?from=${day()}&to=${day(100)}`, {
      token: office.token,
    });
    expect(tooLong.status).toBe(400);
  });
});
