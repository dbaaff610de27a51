import { expressionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Which of a device's emissions since its installation: the first (what the office checks the installation
 * proved) or the latest (what the device says now).
 */
export type EmissionSinceInstallation = 'first' | 'latest';

/**
 * The id of the first or the latest emission of the device aliased `d` received at or after its
 * installation, as a correlated sub-select to join on:
 *
 *   .leftJoin('emissions as e', (join) =>
 *     join.on((eb) => eb('e.id_emission', '=', emissionSinceInstallation('latest'))))
 *
 * Either order is one seek in `emissions_device_received` (id_device, received_at); the id breaks a tie of
 * received_at the same way on SQLite and PostgreSQL. A device never installed has no installed_at: nothing
 * compares true and the joined emission is null.
 */
export function emissionSinceInstallation(which: EmissionSinceInstallation) {
  const direction = which === 'first' ? 'asc' : 'desc';
  return expressionBuilder<Database & { d: Database['devices'] }, 'd'>()
    .selectFrom('emissions as f')
    .select('f.id_emission')
    .whereRef('f.id_device', '=', 'd.id_device')
    .whereRef('f.received_at', '>=', 'd.installed_at')
    .orderBy('f.received_at', direction)
    .orderBy('f.id_emission', direction)
    .limit(1);
}
