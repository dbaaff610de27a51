import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n.ts';
import { demoDevices, demoSession } from '../../test/demo-data.ts';
import { apiUrl, errorLogs, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { saveSession, sessionStore } from '../session.ts';
import { ApiError, messageForStatus } from './api-error.ts';
import { onUnauthorized } from './auth-events.ts';
import { callApi } from './client.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('callApi', () => {
  it('sends the bearer token and the locale, and answers {status, data}', async () => {
    saveSession(demoSession);
    let headers: Headers | undefined;
    server.use(
      http.get(apiUrl(api.isInstallable), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: demoDevices['10000001'] });
      }),
    );
    await changeLocale('fr');
    const result = await callApi('isInstallable', { params: { device_number: '10000001' } });
    await changeLocale('gb');
    expect(result).toEqual({ status: 200, data: demoDevices['10000001'] });
    expect(headers?.get('Authorization')).toBe(`Bearer ${demoSession.token}`);
    expect(headers?.get('Accept-Language')).toBe('fr-FR');
  });

  it('keeps a 206 visible to the caller (spec §4 client look-up)', async () => {
    saveSession(demoSession);
    const result = await callApi('findUserClient', { query: { email: 'incomplete@demo.test' } });
    expect(result.status).toBe(206);
    expect(result.data).toEqual({ id_user: 8, email: 'incomplete@demo.test' });
  });

  it('sends no token to the calls that need none', async () => {
    saveSession(demoSession);
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiUrl(api.displayOptionByParam), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({
          data: {
            src_logo: null,
            url_platform: null,
            tunnel_installation_url: null,
            primary: null,
            src_favicon: null,
          },
        });
      }),
    );
    await callApi('displayOptionByParam', { params: { param: 'tunnel_installation' } });
    expect(authorization).toBeNull();
  });

  it('maps the DESIGN §3 error body to the spec §8 message key and logs the failure', async () => {
    saveSession(demoSession);
    const error = await failure(callApi('isInstallable', { params: { device_number: '99999999' } }));
    expect(error).toMatchObject({ status: 404, code: 'device_not_found', messageKey: 'device_not_found' });
    await vi.waitFor(() => expect(errorLogs).toHaveLength(1));
    expect(errorLogs[0]?.error).toBe('GET /api/v1/device/99999999/is_installable -> 404 device_not_found');
  });

  it('logs only failures without an answer when the call asks so (spec §7, result screen)', async () => {
    saveSession(demoSession);
    await failure(callApi('isInstallable', { params: { device_number: '99999999' }, log: 'no-answer-only' }));
    server.use(http.get(apiUrl(api.isInstallable), () => HttpResponse.error()));
    const error = await failure(
      callApi('isInstallable', { params: { device_number: '10000001' }, log: 'no-answer-only' }),
    );
    expect(error.status).toBe(0);
    await vi.waitFor(() => expect(errorLogs).toHaveLength(1));
    expect(errorLogs[0]?.error).toBe('GET /api/v1/device/10000001/is_installable -> no answer');
  });

  it('throws an answer the caller expects (spec §4, §8) but does not log it, nor a failure while offline', async () => {
    saveSession(demoSession);
    const notFound = await failure(
      callApi('isInstallable', { params: { device_number: '99999999' }, expected: [404] }),
    );
    expect(notFound).toMatchObject({ status: 404, messageKey: 'device_not_found' });
    server.use(http.get(apiUrl(api.isInstallable), () => HttpResponse.error()));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await failure(callApi('isInstallable', { params: { device_number: '10000001' } }));
    online.mockRestore();
    // A failure that is logged, after both: the log holds it alone.
    await failure(callApi('isInstallable', { params: { device_number: '10000002' } }));
    await vi.waitFor(() => expect(errorLogs).toHaveLength(1));
    expect(errorLogs[0]?.error).toBe('GET /api/v1/device/10000002/is_installable -> no answer');
  });

  it('names the refusals an installation meets when it arrives late (decision 0007)', async () => {
    saveSession(demoSession);
    // An address the server could not place is most often one typed without signal: spec §6's words for it.
    for (const [status, code, key] of [
      [409, 'device_already_installed', 'device_already_installed'],
      [422, 'error_localisation_precision', 'address_not_precise_enough'],
    ] as const) {
      server.use(http.get(apiUrl(api.isInstallable), () => errorResponse(status, code)));
      const error = await failure(callApi('isInstallable', { params: { device_number: '10000001' } }));
      expect(error.messageKey).toBe(key);
    }
  });

  it('falls back to internal_server_error for an unknown code or a body that is not ours', async () => {
    saveSession(demoSession);
    server.use(
      http.get(
        apiUrl(api.isInstallable),
        () => new HttpResponse('<html>proxy error</html>', { status: 502 }),
      ),
    );
    const error = await failure(callApi('isInstallable', { params: { device_number: '10000001' } }));
    expect(error).toMatchObject({ status: 502, code: null, messageKey: 'internal_server_error' });
    expect(messageForStatus(error, { 404: 'device_not_found' }, 'error_get_device')).toBe('error_get_device');
  });

  it('rejects an answer that breaks the contract rather than passing it on', async () => {
    saveSession(demoSession);
    server.use(
      http.get(apiUrl(api.isInstallable), () => HttpResponse.json({ data: { is_installable: 'yes' } })),
    );
    const error = await failure(callApi('isInstallable', { params: { device_number: '10000001' } }));
    expect(error).toMatchObject({
      status: 200,
      code: 'invalid_response',
      messageKey: 'internal_server_error',
    });
    await vi.waitFor(() => expect(errorLogs).toHaveLength(1));
  });

  it('reports no internet connection when the network is down and the browser is offline', async () => {
    saveSession(demoSession);
    server.use(http.get(apiUrl(api.isInstallable), () => HttpResponse.error()));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(callApi('isInstallable', { params: { device_number: '10000001' } }));
    online.mockRestore();
    expect(error).toMatchObject({ status: 0, messageKey: 'no_internet_connection' });
    expect(messageForStatus(error, { 404: 'device_not_found' }, 'error_get_device')).toBe(
      'no_internet_connection',
    );
  });

  it('never logs a failure of the error log itself', async () => {
    server.use(http.post(apiUrl(api.errorLog), () => errorResponse(429, 'rate_limited')));
    const error = await failure(callApi('errorLog', { body: { error: 'x', message: 'y' } }));
    expect(error.messageKey).toBe('rate_limited');
    // Give a stray log call the time to arrive: MSW would fail the test on the overridden 429 otherwise
    // only by count, so count requests instead.
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });

  it('on a 401 of a signed-in call ends the session and tells the shell', async () => {
    saveSession(demoSession);
    server.use(http.get(apiUrl(api.isInstallable), () => errorResponse(401, 'unauthorized')));
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const error = await failure(callApi('isInstallable', { params: { device_number: '10000001' } }));
    stop();
    expect(error.status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toBeNull();
  });

  it('a wrong password at sign-in is not a lost session', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    const error = await failure(
      callApi('login', { body: { email: 'installer@demo.test', password: 'nope' } }),
    );
    stop();
    expect(error).toMatchObject({ status: 401, messageKey: 'login.invalid_credentials' });
    expect(listener).not.toHaveBeenCalled();
  });
});
