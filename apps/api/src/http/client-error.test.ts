import { connect } from 'node:net';
import { errorBody } from '@installer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: errorBody.parse(JSON.parse(body)) };
}

// Hostile input (docs/RELIABILITY.md): what Node's HTTP parser refuses still gets DESIGN §3's error body.
describe('requests the HTTP parser refuses', () => {
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ server, stop } = await startTestServer('sqlite'));
  }, 60_000);
  afterAll(async () => stop());

  it('answers 431 with the error body to a 20 KB request line', async () => {
    const answer = parse(
      await rawExchange(server.baseUrl, `GET /api/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('answers 400 with the error body to a request that is not HTTP', async () => {
    const answer = parse(await rawExchange(server.baseUrl, 'HELLO THERE\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body.error.code).toBe('bad_request');
  });

  it('still serves the next connection', async () => {
    expect((await server.request('GET', '/healthz')).status).toBe(200);
  });
});
