import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { age, emit, install, newDevice, PNG } from '../test/after-visit.ts';
import { describeEachDatabase, parseBody } from '../test/harness.ts';
import { accountToken, createJob, jobBody } from '../test/office.ts';

describeEachDatabase('Office: the board, verify and flag', (server) => {
  let office = { token: '', id: 0 };
  beforeAll(async () => {
    office = await accountToken(server(), 'board-office@demo.test', 'office');
  });

  const board = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
    server().request('GET', `/api/v1/office/board?${new URLSearchParams(query)}`, {
      token: office.token,
      headers,
    });
  const columnOf = async (idInstaller: number, query: Record<string, string> = {}) => {
    const res = await board({ id_installer: String(idInstaller), ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = parseBody(api.officeBoard.responses[200], res).data;
    expect(data.columns).toHaveLength(1);
    return data.columns[0] as (typeof data.columns)[number];
  };

  it('answers 403 to an installer on every board call, 404 to another professional', async () => {
    const fitter = await accountToken(server(), 'board-403@demo.test', 'installer');
    await newDevice(server(), 'BOARD-403');
    const made = await install(server(), fitter.token, 'BOARD-403');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/office/board'],
      ['POST', `/api/v1/office/installations/${made.id_installation}/verify`],
      ['POST', `/api/v1/office/installations/${made.id_installation}/flag`, { comment: 'x' }],
      ['GET', '/api/v1/office/photos/1'],
    ];
    for (const [method, path, body] of calls) {
      const res = await server().request(method, path, { token: fitter.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(parseBody(errorBody, res).error.code).toBe('office_only');
    }
    const other = await accountToken(server(), 'board-other@demo.test', 'office', 'other-installations');
    const verify = await server().request(
      'POST',
      `/api/v1/office/installations/${made.id_installation}/verify`,
      {
        token: other.token,
      },
    );
    expect(verify.status).toBe(404);
    const res = await server().request('GET', '/api/v1/office/board', { token: other.token });
    const columns = parseBody(api.officeBoard.responses[200], res).data.columns;
    expect(columns.flatMap((column) => column.installations)).toEqual([]);
    expect(columns.map((column) => column.installer.email)).not.toContain('board-403@demo.test');
  });

  it("shows each account's jobs and installations with their evidence and derived states", async () => {
    const fitter = await accountToken(server(), 'board-states@demo.test', 'installer');
    const job = await createJob(
      server(),
      office.token,
      await jobBody(server(), fitter.id, { device_numbers: ['BOARD-S-1', 'BOARD-S-2'], device_count: 0 }),
    );
    const planned = await createJob(server(), office.token, await jobBody(server(), fitter.id));
    expect((await columnOf(fitter.id)).jobs.map((j) => [j.id_job, j.state])).toEqual([
      [job.id_job, 'planned'],
      [planned.id_job, 'planned'],
    ]);

    await newDevice(server(), 'BOARD-S-1');
    const first = await install(server(), fitter.token, 'BOARD-S-1', (b) => ({
      ...b,
      id_job: job.id_job,
      // Sent through the payload; moved below to a known distance from the address.
      position: { latitude: 0, longitude: 0 },
    }));
    let column = await columnOf(fitter.id);
    expect(column.jobs[0]?.state).toBe('in_progress');
    const [item] = column.installations;
    expect(item).toMatchObject({
      id_installation: first.id_installation,
      id_job: job.id_job,
      state: 'waiting',
    });
    // Place the phone 0.001° of latitude from the address: about 111 m.
    const lat = (item?.address.latitude ?? 0) + 0.001;
    const lng = item?.address.longitude ?? 0;
    await server()
      .db.updateTable('installations')
      .set({ latitude: lat, longitude: lng })
      .where('id_installation', '=', first.id_installation)
      .execute();

    await newDevice(server(), 'BOARD-S-2');
    await install(server(), fitter.token, 'BOARD-S-2', (b) => ({ ...b, id_job: job.id_job }));
    expect((await columnOf(fitter.id)).jobs[0]?.state).toBe('installed_waiting');

    await emit(server(), 'BOARD-S-1', 'b1', { mesure: 420, signal_quality: 4 });
    await emit(server(), 'BOARD-S-2', 'b2', { mesure: 300, signal_quality: 2 });
    const photo = await server().request('POST', '/api/v1/asset/device/BOARD-S-1/image', {
      token: fitter.token,
      body: { base64_string: PNG },
    });
    expect(photo.status).toBe(201);
    column = await columnOf(fitter.id);
    expect(column.jobs[0]?.state).toBe('working');
    const shown = column.installations.find((i) => i.id_installation === first.id_installation);
    expect(shown).toMatchObject({
      state: 'working',
      signal_quality: 4,
      first_measurement: { values: { mesure: 420, signal_quality: 4 } },
      verification: { state: 'unchecked', comment: null, at: null, by: null },
      report_link: null,
      customer: { email: 'client@demo.test' },
    });
    expect(shown?.position?.distance_m).toBeGreaterThan(100);
    expect(shown?.position?.distance_m).toBeLessThan(120);
    expect(shown?.photos).toHaveLength(1);
    const image = await server().request('GET', shown?.photos[0]?.url ?? '', { token: office.token });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // Silence: a device unheard past the threshold makes the job silent.
    const device = await server()
      .db.selectFrom('devices')
      .select('id_device')
      .where('device_number', '=', 'BOARD-S-2')
      .executeTakeFirstOrThrow();
    await age(server(), device.id_device, 24 * 30);
    expect((await columnOf(fitter.id)).jobs[0]?.state).toBe('silent');
    expect((await columnOf(fitter.id, { state: 'planned' })).jobs.map((j) => j.id_job)).toEqual([
      planned.id_job,
    ]);

    // An installation without a job is on the board too.
    await newDevice(server(), 'BOARD-S-3');
    const loose = await install(server(), fitter.token, 'BOARD-S-3');
    column = await columnOf(fitter.id);
    expect(column.installations[0]).toMatchObject({ id_installation: loose.id_installation, id_job: null });
    expect(column.installations.map((i) => i.device.device_number)).toEqual([
      'BOARD-S-3',
      'BOARD-S-2',
      'BOARD-S-1',
    ]);
  });

  it('answers 304 to a poll while nothing changed, and a new body once something did', async () => {
    const fitter = await accountToken(server(), 'board-etag@demo.test', 'installer');
    const query = { id_installer: String(fitter.id) };
    const first = await board(query);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^".+"$/);
    const same = await board(query, { 'if-none-match': tag });
    expect(same.status).toBe(304);
    expect(same.body ?? '').toBe('');
    await createJob(server(), office.token, await jobBody(server(), fitter.id));
    const changed = await board(query, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it("verifies and flags; the flag and its comment reach the installer's My installations", async () => {
    const fitter = await accountToken(server(), 'board-review@demo.test', 'installer');
    await newDevice(server(), 'BOARD-R-1');
    const made = await install(server(), fitter.token, 'BOARD-R-1');
    const path = `/api/v1/office/installations/${made.id_installation}`;
    const flag = await server().request('POST', `${path}/flag`, {
      token: office.token,
      body: { comment: 'The photo shows another tank' },
    });
    expect(parseBody(api.flagInstallation.responses[200], flag).data).toMatchObject({
      state: 'flagged',
      comment: 'The photo shows another tank',
      by: { id_installer: office.id },
    });
    const blank = await server().request('POST', `${path}/flag`, {
      token: office.token,
      body: { comment: '  ' },
    });
    expect(blank.status).toBe(400);

    const mine = await server().request('GET', '/api/v1/installations', { token: fitter.token });
    const [item] = parseBody(api.myInstallations.responses[200], mine).data.items;
    expect(item?.review).toMatchObject({ state: 'flagged', comment: 'The photo shows another tank' });

    const verify = await server().request('POST', `${path}/verify`, { token: office.token });
    expect(parseBody(api.verifyInstallation.responses[200], verify).data).toMatchObject({
      state: 'verified',
      comment: null,
    });
    const column = await columnOf(fitter.id);
    expect(column.installations[0]?.verification).toMatchObject({
      state: 'verified',
      by: { id_installer: office.id },
    });
    const after = await server().request('GET', '/api/v1/installations', { token: fitter.token });
    expect(parseBody(api.myInstallations.responses[200], after).data.items[0]?.review).toMatchObject({
      state: 'verified',
      comment: null,
    });
    expect(
      (await server().request('POST', '/api/v1/office/installations/999999/verify', { token: office.token }))
        .status,
    ).toBe(404);
  });
});
