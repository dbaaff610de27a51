import type { LocalisationType } from '@installer/contracts';
import type { Db } from '../db/database.ts';

export async function listLocalisationTypes(db: Db, language: string): Promise<LocalisationType[]> {
  return db
    .selectFrom('localisation_type_texts')
    .select(['id_referential', 'value'])
    .where('language', '=', language)
    .orderBy('id_referential')
    .execute();
}

export async function localisationTypeExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('localisation_types')
    .select('id_referential')
    .where('id_referential', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
