import type { Db } from '../db/database.ts';

/** Records an invitation about to be sent to a recipient; its id. */
export async function insertInvitationSend(
  db: Db,
  send: { recipient_hash: string; id_installer: number; sent_at: string },
): Promise<number> {
  const row = await db
    .insertInto('invitation_sends')
    .values(send)
    .returning('id_invitation_send')
    .executeTakeFirstOrThrow();
  return row.id_invitation_send;
}

/** An invitation that was not sent after all (refused, or its mail failed): it counts no more. */
export async function deleteInvitationSend(db: Db, id: number): Promise<void> {
  await db.deleteFrom('invitation_sends').where('id_invitation_send', '=', id).execute();
}

/** The invitations to a recipient since `since`, oldest first: how many, and when the oldest went. */
export async function countInvitationSends(
  db: Db,
  recipientHash: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('invitation_sends')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('sent_at').as('oldest')])
    .where('recipient_hash', '=', recipientHash)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest };
}

/** Forgets the invitations sent before `before`: they count no more. */
export async function pruneInvitationSends(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('invitation_sends').where('sent_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
