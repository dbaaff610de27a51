import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a server that counts every byte crossing it, each way, with the time: what a
 * phone's data plan pays (HTTP headers and bodies as sent, compressed or not), whichever part of the browser
 * asked (the page or its service worker), without trusting the browser's own accounting.
 */
export interface WireProxy {
  url: string;
  /** Bytes from the server to the browser, and back, since `reset` (or the start). */
  down(untilMs?: number): number;
  up(): number;
  /** TCP connections the browser opened since `reset`: on HTTPS, each pays a TLS handshake. */
  connections(): number;
  /** Starts counting again from now (ms since this moment are what `down(untilMs)` compares with). */
  reset(): void;
  close(): Promise<void>;
}

export async function startWireProxy(target: string): Promise<WireProxy> {
  const { hostname, port, protocol } = new URL(target);
  let origin = Date.now();
  let received: Array<{ atMs: number; bytes: number }> = [];
  let sent = 0;
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    connections += 1;
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => {
      received.push({ atMs: Date.now() - origin, bytes: chunk.length });
    });
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    // The same scheme as the target: in front of the TLS proxy (tls-proxy.ts) it relays, and counts, TLS.
    url: `${protocol}//127.0.0.1:${address.port}`,
    down: (untilMs = Number.POSITIVE_INFINITY) =>
      received.reduce((total, each) => (each.atMs <= untilMs ? total + each.bytes : total), 0),
    up: () => sent,
    connections: () => connections,
    reset: () => {
      origin = Date.now();
      received = [];
      sent = 0;
      connections = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
