import { randomBytes } from 'node:crypto';
import type { CreateClientBody, PublicClient } from '@installer/contracts';
import type { Db } from '../db/database.ts';
import { insertClient } from '../repositories/clients.ts';

/** A readable, unguessable uid: the space name in ASCII plus random hex (the uid appears in paths). */
function newClientUid(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'client'}-${randomBytes(4).toString('hex')}`;
}

/** spec §7 client creation: the company name is required (spec §5), the space name defaults to it. */
export async function createClient(
  db: Db,
  idProfessional: number,
  body: CreateClientBody,
): Promise<PublicClient> {
  const spaceName = body.client_space_name || body.nom_entreprise;
  return insertClient(
    db,
    {
      id_professional: idProfessional,
      uid: newClientUid(spaceName),
      company_name: body.nom_entreprise,
      client_space_name: spaceName,
      siret: body.siret || null,
      code_client: body.numero_professionnel || null,
    },
    new Date().toISOString(),
  );
}
