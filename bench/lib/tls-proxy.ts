import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxHeaderExtra } from './nginx-headers.ts';

/**
 * The production edge of docs/DEPLOY.md section 1 played in the bench: nginx with `listen 443 ssl; http2 on;`
 * terminating TLS, speaking HTTP/2 to phones (HTTP/1.1 to a client that offers nothing else) and forwarding
 * each request as HTTP/1.1 to the server (`proxy_pass` + `proxy_http_version 1.1`, `Connection ""` so the
 * upstream connections are kept alive, `Host`, `X-Forwarded-For`, `X-Forwarded-Proto`). What a phone's data
 * plan pays depends on it: HTTP/2 frames and Huffman-codes the headers, TLS adds its handshake and records.
 */
export interface TlsProxy {
  /** https://127.0.0.1:<port> */
  url: string;
  /** base64 SHA-256 of the certificate's public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spki: string;
  /** The requests it answered since `reset`, by the protocol the browser spoke ("HTTP/2.0", "HTTP/1.1"). */
  served(): Record<string, number>;
  /**
   * Bytes production's nginx would have spent on the HTTP/2 header blocks of the responses since `reset`
   * beyond what this proxy sent: an estimate (nginx-headers.ts), to add to what the wire carried.
   */
  nginxExtra(): number;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made with the openssl CLI in a temp dir (node:crypto
 * reads certificates but does not make them). ECDSA P-256, as a Let's Encrypt certificate for nginx usually is;
 * a real chain adds its intermediate (about 1 KB) to each TLS handshake, which this one does not send.
 */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers that describe one connection, not the message: never forwarded either way (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
  'host',
]);

function requestHeaders(
  incoming: IncomingHttpHeaders,
  clientAddress: string | undefined,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    headers[name] = value;
  }
  // nginx: Host $host (HTTP/2's :authority), X-Forwarded-For $proxy_add_x_forwarded_for, X-Forwarded-Proto.
  const authority = incoming[':authority'];
  headers.host = typeof authority === 'string' ? authority : incoming.host;
  headers['x-forwarded-for'] = [incoming['x-forwarded-for'], clientAddress].flat().filter(Boolean).join(', ');
  headers['x-forwarded-proto'] = 'https';
  return headers;
}

function responseHeaders(incoming: IncomingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    headers[name] = value;
  }
  return headers;
}

/** Starts the TLS + HTTP/2 proxy in front of `target` (an http:// origin). */
export async function startTlsProxy(target: string): Promise<TlsProxy> {
  const { hostname, port } = new URL(target);
  const { key, cert } = selfSignedCertificate();
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  // `proxy_set_header Connection ""` with an upstream keepalive pool: one connection per request otherwise.
  const agent = new Agent({ keepAlive: true });
  let served: Record<string, number> = {};
  let nginxExtra = 0;
  const forward = (client: Http2ServerRequest, answer: Http2ServerResponse) => {
    const protocol = `HTTP/${client.httpVersion}`;
    served[protocol] = (served[protocol] ?? 0) + 1;
    let relayed = false;
    const upstream = request(
      {
        host: hostname,
        port: Number(port),
        method: client.method,
        path: client.url,
        headers: requestHeaders(client.headers, client.socket?.remoteAddress),
        agent,
      },
      (response) => {
        response.once('end', () => {
          relayed = true;
        });
        const headers = responseHeaders(response.headers);
        if (client.httpVersion === '2.0') nginxExtra += nginxHeaderExtra(headers);
        answer.writeHead(response.statusCode ?? 502, headers);
        response.pipe(answer);
        response.on('error', () => answer.destroy());
      },
    );
    const fail = () => {
      if (answer.headersSent || answer.writableEnded || answer.destroyed) {
        answer.destroy();
        return;
      }
      answer.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      answer.end('bad gateway');
    };
    upstream.on('error', fail);
    client.on('error', () => upstream.destroy());
    // The phone went away (a cancelled fetch, a closed tab): the server stops too, as behind nginx. Not
    // `writableFinished`: the HTTP/2 compatibility layer marks an aborted stream's response finished.
    answer.on('close', () => {
      if (!relayed) upstream.destroy();
    });
    client.pipe(upstream);
  };
  // nginx's HTTP/2 encoder keeps no HPACK dynamic table: it sends a table size update to 0 on each connection
  // and every response header as a literal, Huffman-coded, without indexing (ngx_http_v2_filter_module.c).
  // node:http2 would index them and send a repeated header as one byte: with a table of 0 it does as nginx
  // does, except that it still names a header from HPACK's static table by its index where nginx spells out
  // the names it passes on (cache-control, etag, vary, strict-transport-security...): a few dozen bytes per
  // response fewer than nginx, which nginx-headers.ts estimates.
  const server = createSecureServer({ key, cert, allowHTTP1: true, maxDeflateDynamicTableSize: 0 }, forward);
  const sessions = new Set<Http2Session>();
  const sockets = new Set<Socket>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the TLS proxy has no port');
  return {
    url: `https://127.0.0.1:${address.port}`,
    spki,
    served: () => ({ ...served }),
    nginxExtra: () => nginxExtra,
    reset: () => {
      served = {};
      nginxExtra = 0;
    },
    close: async () => {
      for (const session of sessions) session.destroy();
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
