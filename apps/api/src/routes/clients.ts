import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { route } from '../http/route.ts';
import { findClientByUid, listClientsOfProfessional } from '../repositories/clients.ts';
import { listDomicilesOfClient, listDomicilesOfUser } from '../repositories/domiciles.ts';
import { findUserClientById } from '../repositories/user-clients.ts';
import { createClient } from '../services/clients.ts';
import { userClientOfEmail } from '../services/user-client-lookup.ts';

/** Customers (user clients) and client companies of the signed-in installer's professional only. */
export default async function clientRoutes(app: FastifyInstance): Promise<void> {
  // spec §4 Client lookup: 200 found, 206 incomplete, 404 not found, 410 e-mail taken.
  route(
    app,
    api.findUserClient,
    async ({ query, installer }) => {
      const client = await userClientOfEmail(app.db, installer.id_professional, query.email);
      if (!client) throw notFound('client_not_found', 'No customer with this e-mail');
      const data = { id_user: client.id_user, email: client.email };
      return client.status === 'incomplete'
        ? { status: 206, body: { data } }
        : { status: 200, body: { data } };
    },
    { rateLimit: app.config.rateLimits.lookup },
  );

  route(app, api.userClientDomiciles, async ({ params, installer }) => {
    const client = await findUserClientById(app.db, installer.id_professional, params.id_user);
    if (!client) throw notFound('client_not_found', 'Customer not found');
    return { status: 200, body: { data: await listDomicilesOfUser(app.db, client.id_user) } };
  });

  route(app, api.clientPublicDomiciles, async ({ params, installer }) => {
    const client = await findClientByUid(app.db, installer.id_professional, params.uid);
    if (!client) throw notFound('client_not_found', 'Client not found');
    return { status: 200, body: { data: await listDomicilesOfClient(app.db, client.id_client) } };
  });

  route(app, api.professionalPublicClients, async ({ params, installer }) => {
    if (params.uid !== installer.uid_professional) throw notFound('not_found', 'Professional not found');
    return {
      status: 200,
      body: { data: await listClientsOfProfessional(app.db, installer.id_professional) },
    };
  });

  route(app, api.createClient, async ({ params, body, installer }) => {
    if (params.uid_professional !== installer.uid_professional) {
      throw notFound('not_found', 'Professional not found');
    }
    return { status: 201, body: { data: await createClient(app.db, installer.id_professional, body) } };
  });
}
