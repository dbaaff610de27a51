import { api, errorBody, type Reading } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { age, emit, install, newDevice } from '../test/after-visit.ts';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';

describeEachDatabase('Test again: the readings of an installed device', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await server().login();
  });

  const readings = async (idDevice: number, query = '', as = token) =>
    server().request('GET', `/api/v1/device/${idDevice}/emissions${query}`, { token: as });
  const readingsOf = async (idDevice: number, query = ''): Promise<Reading[]> => {
    const res = await readings(idDevice, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return parseBody(api.deviceReadings.responses[200], res).data;
  };

  it('lists the readings since the installation, newest first, with their signal and measure', async () => {
    const idDevice = await newDevice(server(), 'READ-1');
    await emit(server(), 'READ-1', 'before', { mesure: 1, signal_quality: 5 });
    await age(server(), idDevice, 1);
    expect(await readingsOf(idDevice)).toEqual([]);
    await install(server(), token, 'READ-1');
    expect(await readingsOf(idDevice)).toEqual([]);

    await emit(server(), 'READ-1', 'm-1', { mesure: 420, hauteur_liquide: 880, signal_quality: 2 });
    await emit(server(), 'READ-1', 'm-2', { mesure: 415, hauteur_liquide: 885, signal_quality: 4 });
    const [newest, older, ...rest] = await readingsOf(idDevice);
    expect(rest).toEqual([]);
    expect(newest).toMatchObject({ message_id: 'm-2', mesure: 415, hauteur_liquide: 885, signal_quality: 4 });
    expect(older).toMatchObject({ message_id: 'm-1', mesure: 420, signal_quality: 2 });
    expect(Date.parse(newest?.received_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(older?.received_at ?? ''),
    );
    expect(newest?.emitted_at).toEqual(expect.any(String));
  });

  it('answers only what arrived after the given time, at most `limit` readings', async () => {
    const idDevice = await newDevice(server(), 'READ-2');
    await install(server(), token, 'READ-2');
    await emit(server(), 'READ-2', 'a', { mesure: 1, signal_quality: 1 });
    const [seen] = await readingsOf(idDevice);
    const after = `?after=${encodeURIComponent(seen?.received_at ?? '')}`;
    expect(await readingsOf(idDevice, after)).toEqual([]);
    // The installer moves the sensor and presses its button: the next measurement arrives.
    await emit(server(), 'READ-2', 'b', { mesure: 2, signal_quality: 5, weight: 12.5, volume: 12.5 });
    const fresh = await readingsOf(idDevice, after);
    expect(fresh.map((reading) => reading.message_id)).toEqual(['b']);
    expect(fresh[0]).toMatchObject({ signal_quality: 5, weight: 12.5, volume: 12.5 });
    // An offset in another time zone is the same instant.
    const shifted = new Date(Date.parse(seen?.received_at ?? '') + 2 * 3_600_000)
      .toISOString()
      .replace('Z', '+02:00');
    expect((await readingsOf(idDevice, `?after=${encodeURIComponent(shifted)}`)).length).toBe(1);
    for (let i = 0; i < 4; i++) await emit(server(), 'READ-2', `c-${i}`, { mesure: i });
    expect((await readingsOf(idDevice, '?limit=3')).map((r) => r.message_id)).toEqual(['c-3', 'c-2', 'c-1']);
    expect(await readingsOf(idDevice)).toHaveLength(5);
  });

  it('keeps the stored message id and dates over keys of the same names inside the data', async () => {
    const idDevice = await newDevice(server(), 'READ-3');
    await install(server(), token, 'READ-3');
    // Such keys are no measurement and are not even stored (rules/measurement.ts); a module group is.
    await emit(server(), 'READ-3', 'real-id', {
      message_id: 'fake',
      received_at: 'never',
      tanks: { t1: { level: 3 } },
    });
    const [reading] = await readingsOf(idDevice);
    expect(reading?.message_id).toBe('real-id');
    expect(Date.parse(reading?.received_at ?? '')).not.toBeNaN();
    expect(reading?.tanks).toEqual({ t1: { level: 3 } });
  });

  it("answers 404 for another professional's device or none, and nothing for a device not installed", async () => {
    const theirs = await newDevice(server(), 'READ-THEIRS', { uid: 'other-installations' });
    const mine = await newDevice(server(), 'READ-MINE');
    for (const id of [theirs, 999_999]) {
      const res = await readings(id);
      expect(res.status).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('device_not_found');
    }
    expect(await readingsOf(mine)).toEqual([]);
    const other = await server().login(OTHER_INSTALLER);
    expect((await readings(mine, '', other)).status).toBe(404);
  });

  it('refuses a malformed time or limit with 400', async () => {
    const idDevice = await newDevice(server(), 'READ-4');
    for (const query of ['?after=yesterday', '?after=2026-13-01T00:00:00Z', '?limit=0', '?limit=21']) {
      const res = await readings(idDevice, query);
      expect(res.status, query).toBe(400);
      expect(parseBody(errorBody, res).error.code).toBe('validation_failed');
    }
  });
});
