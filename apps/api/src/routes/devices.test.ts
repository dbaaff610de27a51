import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';

describeEachDatabase('devices (spec §7, §8)', (server) => {
  let token = '';
  let otherToken = '';
  beforeAll(async () => {
    token = await server().login();
    otherToken = await server().login(OTHER_INSTALLER);
  });
  const check = (number: string, as = token, language?: string) =>
    server().request('GET', `/api/v1/device/${number}/is_installable`, {
      token: as,
      headers: language ? { 'accept-language': language } : {},
    });

  it('answers the device check result with every field of spec §3', async () => {
    const res = await check('10000001');
    expect(res.status).toBe(200);
    const { data } = parseBody(api.isInstallable.responses[200], res);
    expect(data).toMatchObject({
      is_installable: true,
      name_professional: 'Demo Installations',
      uid_professional: 'demo-installations',
      device_number: '10000001',
      id_device_referentiel: 101,
      id_device_referential: 101,
      value_type_device: 'level',
      authorized_desk_version: 'V1',
      url_device_detail: 'https://platform.sensor-demo.example/devices/10000001',
    });
    expect(data.installation.notice).toBe('/media/notice-tank.png');
    expect(data.installation.description).toMatch(/^Screw the sensor/);
    expect(data.installation.introduction).toMatch(/magnet/);
  });

  it('answers the installation texts in the language of Accept-Language', async () => {
    const fr = parseBody(api.isInstallable.responses[200], await check('10000001', token, 'fr-FR,fr;q=0.9'));
    expect(fr.data.installation.description).toMatch(/^Vissez le capteur/);
    const de = parseBody(
      api.isInstallable.responses[200],
      await check('10000001', token, 'xx, de;q=0.8, fr;q=0.5'),
    );
    expect(de.data.installation.description).toMatch(/^Schrauben Sie/);
    const irish = parseBody(api.isInstallable.responses[200], await check('10000001', token, 'en-IE'));
    expect(irish.data.installation.description).toMatch(/^Screw the sensor/);
    const unknown = parseBody(api.isInstallable.responses[200], await check('10000001', token, 'ja-JP'));
    expect(unknown.data.installation.description).toMatch(/^Screw the sensor/);
  });

  it('answers desk V2, referentials 244 and 230, the video notice and a missing introduction', async () => {
    const v2 = parseBody(api.isInstallable.responses[200], await check('10000002')).data;
    expect(v2.authorized_desk_version).toBe('V2');
    expect(v2.installation.notice).toMatch(/\.mp4$/);
    expect(v2.installation.introduction).toBeNull();
    expect(
      parseBody(api.isInstallable.responses[200], await check('10000244')).data.id_device_referential,
    ).toBe(244);
    const scale = parseBody(api.isInstallable.responses[200], await check('10000230')).data;
    expect(scale).toMatchObject({ id_device_referential: 230, value_type_device: 'weight' });
  });

  it('answers 200 with is_installable false for a device that cannot be installed (spec §8)', async () => {
    const res = await check('10000404');
    expect(res.status).toBe(200);
    expect(parseBody(api.isInstallable.responses[200], res).data.is_installable).toBe(false);
  });

  it('answers 404 device_not_found for an unknown device and for another professional’s', async () => {
    for (const [number, as] of [
      ['12345678', token],
      ['20000001', token],
      ['10000001', otherToken],
    ] as const) {
      const res = await check(number, as);
      expect(res.status, number).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('device_not_found');
    }
    expect((await check('20000001', otherToken)).status).toBe(200);
  });

  it('answers 400 for a malformed device number', async () => {
    for (const number of ['10000001%27%20OR%201%3D1', '..%2F..%2Fetc', 'x'.repeat(65)]) {
      const res = await check(number);
      expect(res.status, number).toBe(400);
    }
  });

  it('resolves a serial number to its device number, whatever its case (spec §2 beehive hosts)', async () => {
    for (const serial of ['SN-BEE-0001', 'sn-bee-0001']) {
      const res = await server().request('GET', `/api/v1/device/${serial}/sigfox_number_by_serial_number`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(parseBody(api.sigfoxBySerial.responses[200], res).data).toEqual({ sigfox_number: '10000230' });
    }
  });

  it('answers 404 device_series_number_not_found for an unknown serial and another professional’s', async () => {
    for (const [serial, as] of [
      ['SN-BEE-9999', token],
      ['TLS1-0C77-2001', token],
      ['SN-BEE-0001', otherToken],
    ] as const) {
      const res = await server().request('GET', `/api/v1/device/${serial}/sigfox_number_by_serial_number`, {
        token: as,
      });
      expect(res.status, serial).toBe(404);
      expect(parseBody(errorBody, res).error.code).toBe('device_series_number_not_found');
    }
  });

  it('answers the name of a device referential, 404 for an unknown one', async () => {
    const res = await server().request('GET', '/api/v1/device_referentiel/230/name', { token });
    expect(parseBody(api.deviceReferentialName.responses[200], res).data).toBe(
      'HS-1 connected beehive scale',
    );
    const missing = await server().request('GET', '/api/v1/device_referentiel/7/name', { token });
    expect(missing.status).toBe(404);
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-000000000000' }] as Record<
      string,
      string
    >[]) {
      for (const path of [
        '/api/v1/device/10000001/is_installable',
        '/api/v1/device/SN-BEE-0001/sigfox_number_by_serial_number',
        '/api/v1/device_referentiel/230/name',
      ]) {
        expect((await server().request('GET', path, { headers })).status, path).toBe(401);
      }
    }
  });
});
