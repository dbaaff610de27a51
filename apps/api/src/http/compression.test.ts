import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness.ts';

/** docs/decisions/0018-big-accounts.md: answers of 1 KB or more are compressed when the client accepts it. */
describeEachDatabase('compressed answers', (server) => {
  it('gzips or brotli-compresses a large JSON answer, and leaves a small one or a refusing client alone', async () => {
    const token = await server().login();
    const me = await server().app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    const { id_professional } = (me.json() as { data: { id_professional: number } }).data;
    const devices = (encoding?: string) =>
      server().app.inject({
        method: 'GET',
        url: `/api/v1/professional/${id_professional}/devices`,
        headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await devices();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzipped = await devices('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual({
      ...plain.json(),
      data: { ...plain.json().data, primed_at: expect.any(String) },
    });
    expect((await devices('br, gzip')).headers['content-encoding']).toBe('br');
    // Under 1 KB: sent as it is.
    const small = await server().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
