import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLoggerFactory } from './request-logger.ts';

type Line = Record<string, unknown>;

/** A Fastify server with pino at `level`, our factory, and the lines it writes. */
function serverLogging(level: string) {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/lines', async (request) => {
    request.log.info({ step: 'info' }, 'an info line');
    request.log.warn({ step: 'warn' }, 'a warn line');
    request.log.child({ part: 'inner' }).warn('a child line');
    return { id: request.id };
  });
  app.get('/debug', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a debug line');
    return { id: request.id };
  });
  return { app, lines };
}

describe('requestLoggerFactory', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('writes the lines of the level with the request id, and nothing below it', async () => {
    const { app, lines } = serverLogging('warn');
    close = () => app.close();
    const answer = await app.inject({ method: 'GET', url: '/lines' });
    const { id } = answer.json<{ id: string }>();
    expect(lines.map((line) => line.msg)).toEqual(['a warn line', 'a child line']);
    expect(lines[0]).toMatchObject({ reqId: id, step: 'warn' });
    expect(lines[1]).toMatchObject({ reqId: id, part: 'inner' });
  });

  it("carries the request id on Fastify's own request lines", async () => {
    const { app, lines } = serverLogging('info');
    close = () => app.close();
    const first = (await app.inject({ method: 'GET', url: '/lines' })).json<{ id: string }>().id;
    const second = (await app.inject({ method: 'GET', url: '/lines' })).json<{ id: string }>().id;
    expect(first).not.toBe(second);
    const messages = (id: string) => lines.filter((line) => line.reqId === id).map((line) => line.msg);
    for (const id of [first, second]) {
      expect(messages(id)).toEqual([
        'incoming request',
        'an info line',
        'a warn line',
        'a child line',
        'request completed',
      ]);
    }
  });

  it("keeps a route's own log level from its first line", async () => {
    const { app, lines } = serverLogging('warn');
    close = () => app.close();
    const { id } = (await app.inject({ method: 'GET', url: '/debug' })).json<{ id: string }>();
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('a debug line');
  });

  it('reports the level of the logger it stands for', async () => {
    const { app } = serverLogging('warn');
    close = () => app.close();
    let level = '';
    app.get('/level', async (request) => {
      level = request.log.level;
      return {};
    });
    await app.inject({ method: 'GET', url: '/level' });
    expect(level).toBe('warn');
  });
});
