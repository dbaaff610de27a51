import type { Db } from '../db/database.ts';

export interface InvitedCustomer {
  idProfessional: number;
  idDevice: number;
  /** Stored lower-case, as the look-up reads it. */
  email: string;
  now: string;
}

/**
 * spec §6: "a customer gets a personal space when their e-mail is entered in step 1". An e-mail the look-up did
 * not find (spec §8: "the client was not found and a registration invitation is sent") leaves the installation
 * on the professional's own account (spec §1 without user); the invitation sent for it makes that e-mail a
 * customer of the professional, registration unfinished (the look-up's 206 until they set their password:
 * customer-space.ts), and gives them the installation's equipment and address, so that the space the mail
 * opens shows it (docs/decisions/0021-customer-space.md). An installation already for a customer or a client
 * company is left as it is. One transaction: the asset and its address change together or not at all.
 */
export async function giveInstallationToInvitedCustomer(db: Db, invited: InvitedCustomer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const installation = await trx
      .selectFrom('installations as i')
      .innerJoin('installers as r', 'r.id_installer', 'i.id_installer')
      .innerJoin('assets as a', 'a.id_asset', 'i.id_asset')
      .select([
        'i.id_installation',
        'i.created_at',
        'a.id_asset',
        'a.id_user',
        'a.id_client',
        'a.id_domicile',
      ])
      .where('i.id_device', '=', invited.idDevice)
      .where('r.id_professional', '=', invited.idProfessional)
      .orderBy('i.id_installation', 'desc')
      .executeTakeFirst();
    if (!installation || installation.id_user !== null || installation.id_client !== null) return;
    const email = invited.email.trim().toLowerCase();
    const known = await trx
      .selectFrom('user_clients')
      .select(['id_user', 'status'])
      .where('id_professional', '=', invited.idProfessional)
      .where('email', '=', email)
      .executeTakeFirst();
    // The look-up refuses a taken address before any invitation (spec §4 410): never a customer.
    if (known?.status === 'taken') return;
    const idUser =
      known?.id_user ??
      (
        await trx
          .insertInto('user_clients')
          .values({
            id_professional: invited.idProfessional,
            email,
            first_name: null,
            last_name: null,
            status: 'incomplete',
            created_at: invited.now,
            last_installed_at: installation.created_at,
          })
          .returning('id_user')
          .executeTakeFirstOrThrow()
      ).id_user;
    await trx
      .updateTable('assets')
      .set({ id_user: idUser })
      .where('id_asset', '=', installation.id_asset)
      .where('id_user', 'is', null)
      .where('id_client', 'is', null)
      .execute();
    // The address becomes one of the customer's domiciles (offered at their next installation), unless it is
    // already someone's.
    await trx
      .updateTable('domiciles')
      .set({ id_user: idUser })
      .where('id_domicile', '=', installation.id_domicile)
      .where('id_user', 'is', null)
      .where('id_client', 'is', null)
      .execute();
  });
}

/**
 * The customer set the password of their space: the professionals' records of that e-mail whose registration
 * was unfinished (spec §4: 206) are complete (200).
 */
export async function completeInvitedCustomers(db: Db, email: string): Promise<void> {
  await db
    .updateTable('user_clients')
    .set({ status: 'complete' })
    .where('email', '=', email.trim().toLowerCase())
    .where('status', '=', 'incomplete')
    .execute();
}
