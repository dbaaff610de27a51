import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A body sent as is. */
  body?: string;
  /**
   * A large body streamed in chunks: `prefix`, `size` bytes of the letter A, then `suffix`, the way a
   * client uploads a photo, without holding it in memory. Content-Length announces the whole of it.
   */
  stream?: { prefix: string; size: number; suffix: string };
}

const CHUNK = Buffer.alloc(64 * 1024, 'A');

function parseResponse(
  raw: Buffer,
): { status: number; headers: Record<string, string>; rest: Buffer } | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, rest: raw.subarray(end + 4) };
}

/**
 * One HTTP/1.1 request written by hand on its own TCP connection: headers a fetch client would not send
 * as written (a forged X-Forwarded-For, a tab in Authorization), and bodies streamed chunk by chunk with
 * backpressure, so a test sees what the server does while a body is still arriving. Resolves once the
 * whole answer (Content-Length bytes) has arrived; a server that resets the connection after answering
 * still resolves with its answer.
 */
export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const size = request.stream
    ? Buffer.byteLength(request.stream.prefix) +
      request.stream.size +
      Buffer.byteLength(request.stream.suffix)
    : Buffer.byteLength(request.body ?? '');
  const headers = { host: `${hostname}:${port}`, ...request.headers } as Record<string, string>;
  if (request.body !== undefined || request.stream) headers['content-length'] = String(size);
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    let done = false;

    const answer = (): RawResponse | null => {
      const parsed = parseResponse(Buffer.concat(received));
      if (!parsed || parsed.rest.length < Number(parsed.headers['content-length'] ?? 0)) return null;
      return { status: parsed.status, headers: parsed.headers, body: parsed.rest.toString('utf8') };
    };
    const settle = (error?: Error) => {
      if (done) return;
      const complete = answer();
      if (complete) {
        done = true;
        socket.destroy();
        resolve(complete);
      } else if (error || socket.destroyed) {
        done = true;
        reject(error ?? new Error('connection closed without a complete answer'));
      }
    };

    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      settle();
    });
    // A reset after the answer is how a server refuses the rest of a body: the answer already read counts.
    socket.on('error', (error) => settle(error));
    socket.on('close', () => settle());

    const writeBody = () => {
      const stream = request.stream;
      if (!stream) return;
      const total = stream.size;
      let filled = 0;
      const pump = () => {
        while (!socket.destroyed && filled < total) {
          const piece = CHUNK.subarray(0, Math.min(CHUNK.length, total - filled));
          filled += piece.length;
          if (!socket.write(piece)) {
            socket.once('drain', pump);
            return;
          }
        }
        if (!socket.destroyed && filled === total) {
          socket.write(stream.suffix);
        }
      };
      socket.write(stream.prefix);
      pump();
    };

    socket.once('connect', () => {
      socket.write(head);
      if (request.body !== undefined) {
        socket.write(request.body);
      }
      writeBody();
    });
  });
}

/** A request whose head is sent at once and whose body is sent when the test says (or never). */
export interface OpenRequest {
  /** Resolves with the answer, whenever the server gives it: before the body, or after. */
  answer: Promise<RawResponse>;
  /** Writes part of the body, waiting for the socket to drain (backpressure). */
  send(data: string | Buffer): Promise<void>;
  /** Drops the connection, as a client that gave up. */
  close(): void;
}

/**
 * One HTTP/1.1 request on its own TCP connection whose head (with `Content-Length: contentLength`) is
 * written at once and whose body is written only through `send`: a test sees what the server answers while
 * it has no body at all, and what it does when the body comes later.
 */
export function openRequest(
  baseUrl: string,
  request: { method: string; path: string; headers?: Record<string, string>; contentLength: number },
): OpenRequest {
  const { hostname, port } = new URL(baseUrl);
  const headers = {
    host: `${hostname}:${port}`,
    ...request.headers,
    'content-length': String(request.contentLength),
  } as Record<string, string>;
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  const socket = connect({ host: hostname, port: Number(port) });
  socket.write(head);
  const received: Buffer[] = [];
  const answer = new Promise<RawResponse>((resolve, reject) => {
    let done = false;
    const settle = (error?: Error) => {
      if (done) return;
      const parsed = parseResponse(Buffer.concat(received));
      if (parsed && parsed.rest.length >= Number(parsed.headers['content-length'] ?? 0)) {
        done = true;
        resolve({ status: parsed.status, headers: parsed.headers, body: parsed.rest.toString('utf8') });
      } else if (error || socket.destroyed) {
        done = true;
        reject(error ?? new Error('connection closed without a complete answer'));
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      settle();
    });
    socket.on('error', (error) => settle(error));
    socket.on('close', () => settle());
  });
  // A test that closes or never reads the answer must not see an unhandled rejection.
  answer.catch(() => undefined);
  return {
    answer,
    send: (data) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed || socket.write(data)) {
          resolve();
          return;
        }
        // Drained, or closed by the server (which answered and stopped reading): either way, done.
        const done = () => {
          socket.off('drain', done);
          socket.off('close', done);
          resolve();
        };
        socket.once('drain', done);
        socket.once('close', done);
      }),
    close: () => socket.destroy(),
  };
}
