import type { LookupStatusCode, PrimedCustomers, PrimedDevices } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import type { UserClientStatus } from '../db/tables/customers.table.ts';
import { listDeviceChecks } from '../repositories/devices.ts';
import { listDomicilesOfUsers } from '../repositories/domiciles.ts';
import { listRecentUserClients } from '../repositories/user-clients.ts';

/** spec §4 Client lookup: the status `GET /user_client` answers for each stored status. */
const LOOKUP_STATUS: Record<UserClientStatus, LookupStatusCode> = {
  complete: 200,
  incomplete: 206,
  taken: 410,
};

/**
 * The professional's customers for step 1 without signal: the most recent `max` of them, not all. A large
 * professional has thousands; a phone primes on a weak signal and an installer's next jobs are for customers
 * recently installed for or recently added. An e-mail missing from a truncated list is not "not found": the
 * app asks the server's look-up when online, and otherwise sends it as typed for the server to check
 * (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */
export async function primeCustomers(db: Db, idProfessional: number, max: number): Promise<PrimedCustomers> {
  const primedAt = new Date().toISOString();
  const found = await listRecentUserClients(db, idProfessional, max + 1);
  const customers = found.slice(0, max);
  // A taken e-mail's 410 carries no customer, and no address of theirs: neither does its entry.
  const known = customers.filter((c) => c.status !== 'taken').map((c) => c.id_user);
  const domiciles = await listDomicilesOfUsers(db, known);
  return {
    customers: customers.map((customer) => ({
      email: customer.email,
      lookup_status: LOOKUP_STATUS[customer.status],
      id_user: customer.status === 'taken' ? null : customer.id_user,
      domiciles: domiciles
        .filter((d) => customer.status !== 'taken' && d.id_user === customer.id_user)
        .map(({ id_user: _owner, ...domicile }) => domicile),
    })),
    truncated: found.length > max,
    primed_at: primedAt,
  };
}

/** The professional's devices for step 2 without signal, as the device check answers each (capped). */
export async function primeDevices(
  db: Db,
  idProfessional: number,
  language: string,
  max: number,
): Promise<PrimedDevices> {
  const primedAt = new Date().toISOString();
  const found = await listDeviceChecks(db, idProfessional, language, max + 1);
  return {
    devices: found.slice(0, max).map(({ installed_at, ...device }) => ({
      ...device,
      is_installed: installed_at !== null,
    })),
    truncated: found.length > max,
    primed_at: primedAt,
  };
}
