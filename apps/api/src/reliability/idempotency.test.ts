import { readdirSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { api, errorBody } from '@installer/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IN_FLIGHT_RETRY_AFTER_S } from '../services/idempotency.ts';
import {
  describeEachDatabase,
  parseBody,
  startSecondInstance,
  type TestResponse,
  type TestServer,
} from '../test/harness.ts';
import { demoCustomerTankBody } from '../test/installation-bodies.ts';
import { startSmtpReceiver } from '../test/smtp-receiver.ts';

/**
 * DESIGN §3 Idempotency-Key under concurrency: the app's outbox (its page and its service worker, or two
 * wake-ups) may send the same item several times at once, to one instance or to two behind a load
 * balancer. Whatever the timing, one key has one effect: one mail, one installation, one photo file, one
 * stored and forwarded step-5 configuration.
 */

const COPIES = 8;
const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());

/** A real external platform for step 5 on 127.0.0.1: counts the calls, fails the next ones on demand. */
const forwarded: unknown[] = [];
let failForwards = 0;
const platform = createServer((request: IncomingMessage, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  request.on('end', () => {
    forwarded.push(JSON.parse(text));
    const status = failForwards > 0 ? 503 : 200;
    failForwards = Math.max(0, failForwards - 1);
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => platform.close(() => resolve())));
const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}/install`;

/** A 1 by 1 pixel PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const statusesOf = (answers: TestResponse[]) => answers.map((answer) => answer.status);

describeEachDatabase(
  'Idempotency-Key under concurrency (DESIGN §3)',
  (server) => {
    let token = '';
    let idProfessional = 0;
    /** Sends each copy to instance A or B in turn; on SQLite (one instance by design, DESIGN §2) all to A. */
    let instances: Array<TestServer['request']> = [];
    let stopSecond: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      token = await server().login();
      const me = await server().request('GET', '/api/v1/auth/me', { token });
      idProfessional = parseBody(api.me.responses[200], me).data.id_professional;
      instances = [server().request];
      if (server().dialect === 'postgres') {
        const second = await startSecondInstance(server());
        stopSecond = second.stop;
        instances.push(second.request);
      }
    });
    afterAll(async () => {
      await stopSecond?.();
    });

    const deviceId = async (deviceNumber: string) =>
      (
        await server()
          .db.selectFrom('devices')
          .select('id_device')
          .where('device_number', '=', deviceNumber)
          .executeTakeFirstOrThrow()
      ).id_device;

    /** The same request COPIES times at once, spread over the instances. */
    const atOnce = (method: string, url: string, body: unknown, key: string) =>
      Promise.all(
        Array.from({ length: COPIES }, (_, copy) => {
          const send = instances[copy % instances.length] ?? server().request;
          return send(method, url, { token, body, headers: { 'idempotency-key': key } });
        }),
      );

    it('mails one invitation for 8 concurrent copies, and answers each of them the same', async () => {
      const body = {
        id_professional: idProfessional,
        email: `eight.${server().dialect}@example.test`,
        device_number: '10000001',
      };
      const answers = await atOnce('POST', '/api/v1/user_client/invitation/inscription', body, 'invite-8');
      expect(statusesOf(answers)).toEqual(Array(COPIES).fill(200));
      for (const answer of answers) {
        expect(parseBody(api.sendInvitation.responses[200], answer).data).toEqual({
          sent: true,
          mail: 'registration',
        });
      }
      expect(
        receiver.received.filter((mail) => mail.to.includes(`eight.${server().dialect}@example.test`)),
      ).toHaveLength(1);
    });

    it('creates one installation for 8 concurrent copies, and answers each of them the same body', async () => {
      const body = await demoCustomerTankBody(server().db, idProfessional, '10000002');
      const created: number[] = [];
      server().app.events.on('installation.created', (event) => created.push(event.id_device));
      const answers = await atOnce('POST', '/api/v1/installation/device', body, 'install-8');
      expect(statusesOf(answers)).toEqual(Array(COPIES).fill(201));
      const first = parseBody(api.createInstallation.responses[201], answers[0] as TestResponse);
      for (const answer of answers) expect(answer.body).toEqual(first);
      const rows = await server()
        .db.selectFrom('installations')
        .select('id_installation')
        .where('id_device', '=', first.data.id_device)
        .execute();
      expect(rows).toHaveLength(1);
      // Instance A announces only what it created itself: at most the one installation.
      expect(created.length).toBeLessThanOrEqual(1);
    });

    it('stores one photo and one file for 8 concurrent copies', async () => {
      const answers = await atOnce(
        'POST',
        '/api/v1/asset/device/10000230/image',
        { base64_string: PNG },
        'photo-8',
      );
      expect(statusesOf(answers)).toEqual(Array(COPIES).fill(201));
      const first = parseBody(api.uploadImage.responses[201], answers[0] as TestResponse);
      for (const answer of answers) expect(answer.body).toEqual(first);
      const device = { id_device: await deviceId('10000230') };
      const rows = await server()
        .db.selectFrom('photos')
        .select('file_name')
        .where('id_device', '=', device.id_device)
        .execute();
      expect(rows).toHaveLength(1);
      expect(readdirSync(path.join(server().config.uploadDir, String(device.id_device)))).toEqual([
        rows[0]?.file_name,
      ]);
    });

    it('stores and forwards one step-5 configuration for 8 concurrent copies', async () => {
      const device = { id_device: await deviceId('10000244') };
      forwarded.length = 0;
      const body = {
        serialNumberDevice: 'OTD-244-8',
        payload: {
          is_installed: true,
          address: '12 Rue des Tilleuls, 69003 Lyon, France',
          product: 'propane',
          capacity: 1000,
          name_commercial_asset: 'Cuve propane 1000 L',
          configuration: {},
        },
      };
      const url = `/api/v1/installation/${device.id_device}/OtoDataInstall`;
      const answers = await atOnce('POST', url, body, 'step5-8');
      expect(statusesOf(answers)).toEqual(Array(COPIES).fill(200));
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      expect(forwarded).toHaveLength(1);
      const rows = await server()
        .db.selectFrom('external_configurations')
        .select('id_configuration')
        .where('serial_number', '=', 'OTD-244-8')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('lets a key whose first attempt failed succeed on retry: the mail, and the forwarded configuration', async () => {
      const invitation = {
        id_professional: idProfessional,
        email: `retry.${server().dialect}@example.test`,
        device_number: '10000001',
      };
      const invite = () =>
        server().request('POST', '/api/v1/user_client/invitation/inscription', {
          token,
          body: invitation,
          headers: { 'idempotency-key': 'invite-retry' },
        });
      receiver.refuseNext(1);
      expect((await invite()).status).toBe(502);
      expect((await invite()).status).toBe(200);
      expect((await invite()).status).toBe(200);
      expect(
        receiver.received.filter((mail) => mail.to.includes(`retry.${server().dialect}@example.test`)),
      ).toHaveLength(1);

      const device = { id_device: await deviceId('10000244') };
      forwarded.length = 0;
      failForwards = 1;
      const configure = () =>
        server().request('POST', `/api/v1/installation/${device.id_device}/OtoDataInstall`, {
          token,
          headers: { 'idempotency-key': 'step5-retry' },
          body: {
            serialNumberDevice: 'OTD-244-RETRY',
            payload: {
              is_installed: true,
              address: '12 Rue des Tilleuls, 69003 Lyon, France',
              product: 'propane',
              capacity: 500,
              name_commercial_asset: 'Cuve propane 500 L',
              configuration: {},
            },
          },
        });
      const failed = await configure();
      expect(failed.status).toBe(502);
      const retried = await configure();
      expect(retried.status).toBe(200);
      expect(parseBody(api.externalConfig.responses[200], retried).data.forwarded).toBe(true);
      expect(forwarded).toHaveLength(2);
      // The retry forwarded the configuration stored the first time: one row, now forwarded.
      const rows = await server()
        .db.selectFrom('external_configurations')
        .select(['id_configuration', 'forwarded_at'])
        .where('serial_number', '=', 'OTD-244-RETRY')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.forwarded_at).not.toBeNull();
    });

    it('tells a duplicate that waited longer than a lease for a live first copy to come back later (409, Retry-After)', async () => {
      const body = {
        id_professional: idProfessional,
        email: `slow.${server().dialect}@example.test`,
        device_number: '10000001',
      };
      const send = (via = server().request) =>
        via('POST', '/api/v1/user_client/invitation/inscription', {
          token,
          body,
          headers: { 'idempotency-key': 'invite-slow' },
        });
      const held = receiver.hold();
      const first = send();
      await held.started;
      // Through the other instance on PostgreSQL: the first copy's lease, renewed while its mail is held, keeps
      // its claim alive there too (docs/decisions/0003-idempotency-keys.md), so the duplicate never takes over.
      const duplicate = await send(instances.at(-1));
      expect(duplicate.status).toBe(409);
      const refusal = parseBody(errorBody, duplicate).error;
      expect(refusal.code).toBe('idempotency_in_progress');
      expect(refusal.details).toMatchObject({ retry_after_seconds: IN_FLIGHT_RETRY_AFTER_S });
      expect(duplicate.headers.get('retry-after')).toBe(String(IN_FLIGHT_RETRY_AFTER_S));
      held.release();
      expect((await first).status).toBe(200);
      expect((await send()).status).toBe(200);
      expect(
        receiver.received.filter((mail) => mail.to.includes(`slow.${server().dialect}@example.test`)),
      ).toHaveLength(1);
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${receiver.port}`, EXTERNAL_CONFIG_URL: platformUrl } },
);
