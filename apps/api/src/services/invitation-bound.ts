import { createHash } from 'node:crypto';
import { AppError } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import {
  countInvitationSends,
  deleteInvitationSend,
  insertInvitationSend,
  pruneInvitationSends,
} from '../repositories/invitation-sends.ts';

export interface InvitationBound {
  /** Invitations one address may receive within a period, whoever sends them. */
  perRecipient: number;
  periodMs: number;
}

/** One recipient however the address is written: trimmed, in lower case, then hashed (no address kept). */
const recipientHash = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * An invitation mail carries a working report link and our sender's name: an address receives at most
 * `perRecipient` of them a period, from every installer of every professional together, so no account can
 * flood someone's mailbox with reports. The place is taken before the mail goes (taking it first and then
 * counting every place taken, so two invitations at the same moment cannot both pass the last place on two
 * instances: at worst both are refused and one is sent on the next try); 429 invitation_limit_reached with
 * Retry-After past it. `release` gives the place back when the mail was not sent after all.
 */
export async function takeInvitationPlace(
  db: Db,
  bound: InvitationBound,
  invitation: { email: string; idInstaller: number },
  now = new Date(),
): Promise<{ release(): Promise<void> }> {
  const recipient = recipientHash(invitation.email);
  const id = await insertInvitationSend(db, {
    recipient_hash: recipient,
    id_installer: invitation.idInstaller,
    sent_at: now.toISOString(),
  });
  const since = new Date(now.getTime() - bound.periodMs).toISOString();
  const { count, oldest } = await countInvitationSends(db, recipient, since);
  if (count > bound.perRecipient) {
    await deleteInvitationSend(db, id);
    const frees = (oldest ? Date.parse(oldest) : now.getTime()) + bound.periodMs;
    const seconds = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
    throw new AppError(
      429,
      'invitation_limit_reached',
      'This address has received as many invitations as it may for now',
      { retry_after_seconds: seconds },
      { headers: { 'retry-after': String(seconds) } },
    );
  }
  return { release: () => deleteInvitationSend(db, id) };
}

/** Upkeep: invitations older than a period count no more; their rows go. */
export function forgetPastInvitations(db: Db, bound: InvitationBound, now = new Date()): Promise<number> {
  return pruneInvitationSends(db, new Date(now.getTime() - bound.periodMs).toISOString());
}
