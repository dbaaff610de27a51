import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { DEMO_TOKEN, demoSession } from '../../test/demo-data.ts';
import { apiUrl, errorLogs, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { createOutbox, type Outbox } from './create-outbox.ts';
import { addItem, writeSessionMirror } from './outbox-db.ts';
import type { OutboxCall } from './outbox-item.ts';
import { sendOutboxFromWorker } from './outbox-worker.ts';

/**
 * spec §7: every failed call is logged, the result screen's only without an answer. The installation, its
 * edit, the step-5 configuration and a sensor swap log every failure, a refusal included; the photo and the invitation only a
 * failure without an answer (outbox-request.ts FAILURES_LOGGED), from the page and from the service worker.
 */

const CALLS: Record<OutboxCall['kind'], OutboxCall> = {
  installation: {
    kind: 'installation',
    body: { device_number: '10000001' } as never,
    address_label: '12 Rue des Lilas',
  },
  installation_update: {
    kind: 'installation_update',
    id_installation: 41,
    body: { device_number: '10000001' } as never,
    address_label: '12 Rue des Lilas',
  },
  external_config: {
    kind: 'external_config',
    id_device: 4,
    body: { serialNumberDevice: '10000001' } as never,
  },
  photo: { kind: 'photo', body: { base64_string: 'aGk=' } },
  invitation: {
    kind: 'invitation',
    body: { id_professional: 1, email: 'client@demo.test', device_number: '10000001' },
  },
  swap: { kind: 'swap', id_installation: 41, body: { device_number: '10000002' } },
  not_doable: { kind: 'not_doable', id_job: 12, body: { reason: 'no_access', note: '' } },
};

const PATHS: Record<OutboxCall['kind'], string> = {
  installation: 'POST /api/v1/installation/device',
  installation_update: 'PUT /api/v1/installation/41',
  external_config: 'POST /api/v1/installation/4/OtoDataInstall',
  photo: 'POST /api/v1/asset/device/10000001/image',
  invitation: 'POST /api/v1/user_client/invitation/inscription',
  swap: 'POST /api/v1/installation/41/swap',
  not_doable: 'POST /api/v1/jobs/12/not_doable',
};

/** Every call of the outbox answers `answer`. */
function everyCallAnswers(answer: () => Response) {
  server.use(
    http.post(apiUrl(api.createInstallation), answer),
    http.put(apiUrl(api.updateInstallation), answer),
    http.post(apiUrl(api.externalConfig), answer),
    http.post(apiUrl(api.uploadImage), answer),
    http.post(apiUrl(api.sendInvitation), answer),
    http.post(apiUrl(api.swapDevice), answer),
    http.post(apiUrl(api.reportJobNotDoable), answer),
  );
}

/** Gives a log that should not come the time to arrive (the log is posted without being awaited). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

// Each test has its own outbox: the retry an unanswered call leaves scheduled ends with its test.
let outbox: Outbox;
beforeEach(() => {
  saveSession(demoSession);
  outbox = createOutbox();
});
afterEach(() => outbox.close());

describe('which failures of the outbox calls reach the error log (spec §7)', () => {
  it.each(['installation', 'installation_update', 'external_config', 'swap', 'not_doable'] as const)(
    'a refused %s is logged',
    async (kind) => {
      everyCallAnswers(() => errorResponse(409, 'device_already_installed'));
      const outcome = await outbox.submit({ key: `k-${kind}`, device_number: '10000001', call: CALLS[kind] });
      expect(outcome.outcome).toBe('rejected');
      await vi.waitFor(() =>
        expect(errorLogs.map((log) => log.error)).toEqual([`${PATHS[kind]} -> 409 device_already_installed`]),
      );
    },
  );

  it.each(['photo', 'invitation'] as const)(
    'a refused %s is not logged (spec §7 result screen)',
    async (kind) => {
      everyCallAnswers(() => errorResponse(410, 'email_taken'));
      const outcome = await outbox.submit({ key: `k-${kind}`, device_number: '10000001', call: CALLS[kind] });
      expect(outcome.outcome).toBe('rejected');
      await settle();
      expect(errorLogs).toEqual([]);
    },
  );

  it.each(['photo', 'invitation'] as const)('a %s without an answer (online) is logged', async (kind) => {
    everyCallAnswers(() => HttpResponse.error());
    const outcome = await outbox.submit({ key: `k-${kind}`, device_number: '10000001', call: CALLS[kind] });
    expect(outcome.outcome).toBe('queued');
    await vi.waitFor(() =>
      expect(errorLogs.map((log) => log.error)).toEqual([`${PATHS[kind]} -> no answer`]),
    );
  });

  it('the service worker logs as the page does: a refused installation, not a refused photo', async () => {
    await writeSessionMirror({
      token: DEMO_TOKEN,
      id_installer: demoSession.installer.id_installer,
      expires_at: '2999-01-01T00:00:00.000Z',
      accept_language: 'en-GB',
    });
    const pending = { id_installer: 1, created_at: '2026-11-23T08:00:00.000Z', state: 'pending' as const };
    const rest = { attempts: 0, error: null, wizard: null };
    await addItem({ ...pending, ...rest, key: 'w-photo', device_number: '10000002', call: CALLS.photo });
    await addItem({
      ...pending,
      ...rest,
      key: 'w-install',
      device_number: '10000001',
      call: CALLS.installation,
    });
    everyCallAnswers(() => errorResponse(409, 'device_already_installed'));
    await sendOutboxFromWorker(window.location.origin);
    await vi.waitFor(() =>
      expect(errorLogs.map((log) => log.error)).toEqual([
        'POST /api/v1/installation/device -> 409 device_already_installed',
      ]),
    );
    await settle();
    expect(errorLogs).toHaveLength(1);
  });
});
