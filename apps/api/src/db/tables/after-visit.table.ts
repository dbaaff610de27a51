import type { Generated } from 'kysely';

/**
 * A sensor swap: the installation's device `id_old_device` gave way to `id_new_device` at `swapped_at`.
 * The swaps of an installation, in order, say which device was on its equipment from when to when.
 */
export interface DeviceSwapsTable {
  id_swap: Generated<number>;
  id_installation: number;
  id_old_device: number;
  id_new_device: number;
  id_installer: number;
  swapped_at: string;
}

/** A link to an installation's handover report (docs/decisions/0008-report-links.md). */
export interface ReportLinksTable {
  id_report_link: Generated<number>;
  id_installation: number;
  /** Who made it: the installer who shared it, or whose invitation mail carried it. */
  id_installer: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  /** spec §1 interface locale the report is shown in unless the reader picks another. */
  locale: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** An invitation mail sent (services/invitation-bound.ts): counted per recipient over a period. */
export interface InvitationSendsTable {
  id_invitation_send: Generated<number>;
  /** SHA-256 of the recipient's address, trimmed and in lower case. */
  recipient_hash: string;
  id_installer: number;
  sent_at: string;
}
