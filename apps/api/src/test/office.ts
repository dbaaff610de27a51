import { api, type Job, type JobInput } from '@installer/contracts';
import { expect } from 'vitest';
import { hashPassword } from '../security/password.ts';
import { professionalId } from './after-visit.ts';
import { DEMO_PASSWORD, parseBody, type TestServer } from './harness.ts';

/**
 * What the office suites share: accounts of their own (an office account or an installer of the demo
 * professional, signed in) and jobs made through the real route.
 */

export async function accountToken(
  server: TestServer,
  email: string,
  role: 'installer' | 'office',
  uid = 'demo-installations',
): Promise<{ token: string; id: number }> {
  const row = await server.db
    .insertInto('installers')
    .values({
      id_professional: await professionalId(server, uid),
      email,
      name: `${role} ${email}`,
      password_hash: await hashPassword(DEMO_PASSWORD),
      created_at: new Date().toISOString(),
      role,
    })
    .returning('id_installer')
    .executeTakeFirstOrThrow();
  return { token: await server.login(email), id: row.id_installer };
}

/** The demo customer (client@demo.test) and their first address. */
export async function demoCustomer(server: TestServer): Promise<{ id_user: number; id_domicile: number }> {
  const user = await server.db
    .selectFrom('user_clients')
    .select('id_user')
    .where('email', '=', 'client@demo.test')
    .executeTakeFirstOrThrow();
  const domicile = await server.db
    .selectFrom('domiciles')
    .select('id_domicile')
    .where('id_user', '=', user.id_user)
    .orderBy('id_domicile')
    .executeTakeFirstOrThrow();
  return { id_user: user.id_user, id_domicile: domicile.id_domicile };
}

export const day = (offsetDays = 0): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A job for the demo customer at their first address: a tank with the given devices, today. */
export async function jobBody(
  server: TestServer,
  idInstaller: number,
  overrides: Partial<JobInput> = {},
): Promise<JobInput> {
  const customer = await demoCustomer(server);
  return {
    customer: { id_user: customer.id_user },
    address: { id_domicile: customer.id_domicile },
    equipment: {
      type_key: 'cuve',
      id_brand_reference: null,
      id_model_reference: null,
      dimensions: null,
      name: null,
      id_liquid_type: null,
      id_localisation_type: null,
      monitoring_type: null,
    },
    device_numbers: [],
    device_count: 1,
    scheduled_date: day(),
    window_start: null,
    window_end: null,
    notes: '',
    id_installer: idInstaller,
    ...overrides,
  };
}

export async function createJob(server: TestServer, officeToken: string, body: JobInput): Promise<Job> {
  const res = await server.request('POST', '/api/v1/office/jobs', { token: officeToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return parseBody(api.createJob.responses[201], res).data;
}
