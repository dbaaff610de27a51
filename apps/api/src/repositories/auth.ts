import type { Db } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';

/** The signed-in installer with their professional, as the auth plugin puts it on each request. */
export interface SessionInstaller {
  id_installer: number;
  email: string;
  name: string;
  id_professional: number;
  uid_professional: string;
  name_professional: string;
  /** docs/decisions/0022-office-jobs.md: an office account also reaches the /office calls. */
  role: 'installer' | 'office';
}

const installerColumns = [
  'installers.id_installer',
  'installers.email',
  'installers.name',
  'installers.id_professional',
  'professionals.uid as uid_professional',
  'professionals.name as name_professional',
  'installers.role',
] as const;

export async function findInstallerByEmail(
  db: Db,
  email: string,
): Promise<(SessionInstaller & { password_hash: string }) | undefined> {
  return db
    .selectFrom('installers')
    .innerJoin('professionals', 'professionals.id_professional', 'installers.id_professional')
    .select([...installerColumns, 'installers.password_hash'])
    .where('installers.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertToken(
  db: Db,
  token: { id_installer: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('api_tokens')
    .values({ ...token, revoked_at: null })
    .execute();
}

/** Every signed-in call whose session is not in the auth plugin's cache: built and compiled once. */
const session = preparedQuery((db: Db, tokenHash: string, now: string) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('installers', 'installers.id_installer', 'api_tokens.id_installer')
    .innerJoin('professionals', 'professionals.id_professional', 'installers.id_professional')
    .select([...installerColumns, 'api_tokens.expires_at'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('api_tokens.expires_at', '>', now),
);

/** The installer of a token that is neither revoked nor expired at `now`. */
export function findSession(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<(SessionInstaller & { expires_at: string }) | undefined> {
  return session.first(db, tokenHash, now);
}

export async function revokeToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
