import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Photon-compatible upstream on 127.0.0.1 that knows no place (DESIGN §2: tests use a small fake upstream),
 * so the geo routes answer from data instead of failing to reach the internet.
 */
export async function startFakeGeocoder(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
