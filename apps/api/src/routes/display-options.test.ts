import { api, errorBody } from '@installer/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase, parseBody } from '../test/harness.ts';

describeEachDatabase('display options (spec §7)', (server) => {
  it('answers the default tunnel without a token', async () => {
    const res = await server().request('GET', '/api/v1/display_option/tunnel_installation');
    expect(res.status).toBe(200);
    const { data } = parseBody(api.displayOptionByParam.responses[200], res);
    expect(data).toEqual({
      src_logo: '/media/logo-demo.svg',
      url_platform: null,
      tunnel_installation_url: '/installation',
      primary: '#0B5FA5',
      src_favicon: '/media/favicon-demo.png',
    });
  });

  it('answers a named tunnel by the route parameter', async () => {
    const res = await server().request('GET', '/api/v1/display_option/bee');
    const { data } = parseBody(api.displayOptionByParam.responses[200], res);
    expect(data.src_logo).toBe('/media/logo-bee.svg');
    expect(data.tunnel_installation_url).toBe('/installation/bee');
  });

  it('answers 404 for an unknown tunnel', async () => {
    const res = await server().request('GET', '/api/v1/display_option/no-such-tunnel');
    expect(res.status).toBe(404);
    expect(parseBody(errorBody, res).error.code).toBe('not_found');
  });

  it('answers the tunnel of the device’s professional, the default one when it has none', async () => {
    const demo = await server().request('GET', '/api/v1/display_option/device/10000001');
    expect(parseBody(api.displayOptionByDevice.responses[200], demo).data.src_logo).toBe(
      '/media/logo-demo.svg',
    );
    const other = await server().request('GET', '/api/v1/display_option/device/20000001');
    const { data } = parseBody(api.displayOptionByDevice.responses[200], other);
    expect(data.src_logo).toBe('/media/logo-other.svg');
    expect(data.url_platform).toBe('https://platform.other-installations.example');
  });

  it('answers 404 device_not_found for an unknown device and 400 for a malformed number', async () => {
    const missing = await server().request('GET', '/api/v1/display_option/device/99999999');
    expect(missing.status).toBe(404);
    expect(parseBody(errorBody, missing).error.code).toBe('device_not_found');
    const malformed = await server().request('GET', '/api/v1/display_option/device/abc%20def');
    expect(malformed.status).toBe(400);
  });
});
