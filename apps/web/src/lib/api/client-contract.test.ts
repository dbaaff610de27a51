import { api, type EndpointName } from '@installer/contracts';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, errorLogs, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { ApiError } from './api-error.ts';
import { callApi } from './client.ts';

// The chunk of the display options' schemas fails to arrive (offline before the worker had cached it); the
// route table, and every other endpoint's schemas (the stored session's among them), stay the real ones.
vi.mock('./api-routes.ts', async (importActual) => {
  const actual = await importActual<typeof import('./api-routes.ts')>();
  return {
    ...actual,
    loadEndpoint: (name: EndpointName) =>
      name === 'displayOptionByParam'
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : actual.loadEndpoint(name),
  };
});

describe('callApi without its contract', () => {
  it('passes on no answer it could not check: a failure without an answer, logged', async () => {
    const error = await callApi('displayOptionByParam', { params: { param: 'tunnel_installation' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch dynamically imported module' });
    await vi.waitFor(() => expect(errorLogs).toHaveLength(1));
    expect(errorLogs[0]?.error).toBe('GET /api/v1/display_option/tunnel_installation -> no answer');
  });

  it('still sends the request and reads a failed answer, which needs no schema', async () => {
    server.use(http.get(apiUrl(api.displayOptionByParam), () => errorResponse(404, 'not_found')));
    const error = await callApi('displayOptionByParam', { params: { param: 'unknown_tunnel' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
  });
});
