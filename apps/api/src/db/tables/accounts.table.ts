import type { Generated } from 'kysely';

/** Dates are ISO 8601 text and booleans integers 0/1 on both dialects (see schema.ts). */
export interface ProfessionalsTable {
  id_professional: Generated<number>;
  uid: string;
  name: string;
  desk_version: Generated<'V1' | 'V2'>;
  /** The display options of the professional's tunnel; null reads the default tunnel's. */
  display_option_key: string | null;
}

export interface InstallersTable {
  id_installer: Generated<number>;
  id_professional: number;
  /** Stored lower-case so sign-in is case-insensitive on both dialects. */
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  /** docs/decisions/0022-office-jobs.md: an office account also plans jobs and checks installations. */
  role: Generated<'installer' | 'office'>;
}

export interface ApiTokensTable {
  id_token: Generated<number>;
  id_installer: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}
