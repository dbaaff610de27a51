import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { install, newDevice, PNG, professionalId } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody } from '../test/harness.ts';
import { addDevice, demoCustomerTankBody, demoModuleTankBody } from '../test/installation-bodies.ts';
import { accountToken, createJob, day, jobBody } from '../test/office.ts';

describeEachDatabase('My jobs and installations made for a job', (server) => {
  let office = { token: '', id: 0 };
  beforeAll(async () => {
    office = await accountToken(server(), 'mine-office@demo.test', 'office');
  });

  const mine = async (token: string) => {
    const res = await server().request('GET', '/api/v1/jobs/mine', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return parseBody(api.myJobs.responses[200], res).data;
  };

  it("lists the account's jobs from today on, today first, without cancelled or past ones", async () => {
    const fitter = await accountToken(server(), 'mine-list@demo.test', 'installer');
    const colleague = await accountToken(server(), 'mine-colleague@demo.test', 'installer');
    const tomorrow = await createJob(
      server(),
      office.token,
      await jobBody(server(), fitter.id, { scheduled_date: day(1) }),
    );
    const today = await createJob(
      server(),
      office.token,
      await jobBody(server(), fitter.id, { device_numbers: ['MINE-1'], device_count: 0 }),
    );
    await createJob(server(), office.token, await jobBody(server(), fitter.id, { scheduled_date: day(-1) }));
    const cancelled = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    await server().request('POST', `/api/v1/office/jobs/${cancelled.id_job}/cancel`, { token: office.token });
    await createJob(server(), office.token, await jobBody(server(), colleague.id));

    const list = await mine(fitter.token);
    expect(list.items.map((job) => job.id_job)).toEqual([today.id_job, tomorrow.id_job]);
    // What the wizard presets itself from.
    expect(list.items[0]).toMatchObject({
      customer: { email: 'client@demo.test' },
      address: { id_domicile: today.address.id_domicile },
      equipment: { type_key: 'cuve' },
      devices: [{ device_number: 'MINE-1', listed: true, installation: null }],
    });
    expect(list.silent_after_hours).toBeGreaterThan(0);
    // An office account has jobs too when it is assigned some.
    expect((await mine(office.token)).items).toEqual([]);
  });

  it('orders a day by its time windows, jobs without one last, on both databases', async () => {
    const fitter = await accountToken(server(), 'mine-order@demo.test', 'installer');
    const plan = (window: [string, string] | null) =>
      jobBody(server(), fitter.id, {
        window_start: window?.[0] ?? null,
        window_end: window?.[1] ?? null,
      }).then((body) => createJob(server(), office.token, body));
    const open = await plan(null);
    const afternoon = await plan(['14:00', '16:00']);
    const morning = await plan(['08:00', '09:00']);
    const ids = (await mine(fitter.token)).items.map((job) => job.id_job);
    expect(ids).toEqual([morning.id_job, afternoon.id_job, open.id_job]);
  });

  it("installs for the account's own planned job only: another's, a cancelled or an unknown job is 404", async () => {
    const fitter = await accountToken(server(), 'mine-install@demo.test', 'installer');
    const colleague = await accountToken(server(), 'mine-install-2@demo.test', 'installer');
    const job = await createJob(
      server(),
      office.token,
      await jobBody(server(), fitter.id, { device_numbers: ['MINE-INST-1'], device_count: 0 }),
    );
    await newDevice(server(), 'MINE-INST-1');
    const body = await demoCustomerTankBody(server().db, await professionalId(server()), 'MINE-INST-1');
    const post = (token: string, idJob: number) =>
      server().request('POST', '/api/v1/installation/device', { token, body: { ...body, id_job: idJob } });
    expect((await post(colleague.token, job.id_job)).status).toBe(404);
    expect((await post(fitter.token, 999_999)).status).toBe(404);
    const made = await install(server(), fitter.token, 'MINE-INST-1', (b) => ({
      ...b,
      id_job: job.id_job,
      position: { latitude: 45.7601, longitude: 4.8501 },
    }));
    const stored = await server()
      .db.selectFrom('installations')
      .select(['id_job', 'latitude', 'longitude'])
      .where('id_installation', '=', made.id_installation)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id_job: job.id_job, latitude: 45.7601, longitude: 4.8501 });
    const [listed] = (await mine(fitter.token)).items;
    expect(listed?.state).toBe('installed_waiting');
    expect(listed?.devices[0]?.installation?.id_installation).toBe(made.id_installation);

    const cancelled = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    await server().request('POST', `/api/v1/office/jobs/${cancelled.id_job}/cancel`, { token: office.token });
    await newDevice(server(), 'MINE-INST-2');
    const other = await demoCustomerTankBody(server().db, await professionalId(server()), 'MINE-INST-2');
    const res = await server().request('POST', '/api/v1/installation/device', {
      token: fitter.token,
      body: { ...other, id_job: cancelled.id_job },
    });
    expect(res.status).toBe(404);
  });

  it('takes the job of a module installation too, from its own account only', async () => {
    const fitter = await accountToken(server(), 'mine-module@demo.test', 'installer');
    const colleague = await accountToken(server(), 'mine-module-2@demo.test', 'installer');
    const job = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    const client = await server()
      .db.selectFrom('domiciles')
      .select(['id_client', 'id_domicile'])
      .where('id_client', 'is not', null)
      .where('id_professional', '=', await professionalId(server()))
      .orderBy('id_domicile')
      .executeTakeFirstOrThrow();
    const idDevice = await addDevice(server().db, 'MINE-MOD-1');
    const body = demoModuleTankBody(idDevice, {
      client: { id_client: client.id_client as number },
      domicile: { id_domicile: client.id_domicile },
      id_job: job.id_job,
    });
    const post = (token: string) => server().request('POST', '/api/v1/installation/device', { token, body });
    expect((await post(colleague.token)).status).toBe(404);
    const made = await post(fitter.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id_installation } = parseBody(api.createInstallation.responses[201], made).data;
    const stored = await server()
      .db.selectFrom('installations')
      .select(['id_job', 'kind'])
      .where('id_installation', '=', id_installation)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id_job: job.id_job, kind: 'module' });
  });

  it('takes a not-doable report once per Idempotency-Key, with a photo checked by its content', async () => {
    const fitter = await accountToken(server(), 'mine-notdoable@demo.test', 'installer');
    const job = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    const report = (token: string, body: unknown, key: string) =>
      server().request('POST', `/api/v1/jobs/${job.id_job}/not_doable`, {
        token,
        body,
        headers: { 'idempotency-key': key },
      });
    const body = { reason: 'no_access', note: 'Locked gate', photo: PNG };
    expect((await report(office.token, body, 'nd-other')).status).toBe(404);
    const notAPicture = await report(
      fitter.token,
      { ...body, photo: Buffer.from('hello').toString('base64') },
      'nd-bad',
    );
    expect(notAPicture.status).toBe(415);

    const first = await report(fitter.token, body, 'nd-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const reported = parseBody(api.reportJobNotDoable.responses[200], first).data;
    expect(reported).toMatchObject({
      status: 'not_doable',
      state: 'not_doable',
      not_doable: {
        reason: 'no_access',
        note: 'Locked gate',
        photo_url: `/api/v1/office/jobs/${job.id_job}/photo`,
      },
    });
    const replay = await report(fitter.token, body, 'nd-1');
    expect(parseBody(api.reportJobNotDoable.responses[200], replay).data.version).toBe(reported.version);
    // The same key with another report is a conflict.
    expect((await report(fitter.token, { ...body, reason: 'other' }, 'nd-1')).status).toBe(409);

    const photo = await server().request('GET', `/api/v1/office/jobs/${job.id_job}/photo`, {
      token: office.token,
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');

    const cancelled = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    await server().request('POST', `/api/v1/office/jobs/${cancelled.id_job}/cancel`, { token: office.token });
    const closed = await server().request('POST', `/api/v1/jobs/${cancelled.id_job}/not_doable`, {
      token: fitter.token,
      body: { reason: 'customer_absent' },
    });
    expect(closed.status).toBe(409);
    expect(parseBody(errorBody, closed).error.code).toBe('job_closed');
  });
});
