import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, OTHER_INSTALLER, parseBody } from '../test/harness.ts';

describeEachDatabase('customers and clients (spec §4, §7)', (server) => {
  let token = '';
  let otherToken = '';
  beforeAll(async () => {
    token = await server().login();
    otherToken = await server().login(OTHER_INSTALLER);
  });
  const lookup = (email: string, as = token) =>
    server().request('GET', `/api/v1/user_client?email=${encodeURIComponent(email)}`, { token: as });

  it('finds a customer by e-mail: 200 with id_user and email', async () => {
    const res = await lookup('client@demo.test');
    expect(res.status).toBe(200);
    const { data } = parseBody(api.findUserClient.responses[200], res);
    expect(data.email).toBe('client@demo.test');
    expect(data.id_user).toBeGreaterThan(0);
  });

  it('trims the e-mail and ignores its case', async () => {
    const res = await lookup('  Client@Demo.TEST ');
    expect(res.status).toBe(200);
  });

  it('answers 206 with the customer when the record is incomplete', async () => {
    const res = await lookup('incomplete@demo.test');
    expect(res.status).toBe(206);
    expect(parseBody(api.findUserClient.responses[206], res).data.email).toBe('incomplete@demo.test');
  });

  it('answers 410 email_taken, and 404 client_not_found for any other address', async () => {
    const taken = await lookup('taken@demo.test');
    expect(taken.status).toBe(410);
    expect(parseBody(errorBody, taken).error.code).toBe('email_taken');
    const missing = await lookup('nobody@demo.test');
    expect(missing.status).toBe(404);
    expect(parseBody(errorBody, missing).error.code).toBe('client_not_found');
  });

  it('answers 404 for another professional’s customer, both ways', async () => {
    expect((await lookup('customer@other.test')).status).toBe(404);
    expect((await lookup('client@demo.test', otherToken)).status).toBe(404);
    expect((await lookup('customer@other.test', otherToken)).status).toBe(200);
  });

  it('answers 400 for an e-mail that breaks the spec §5 rule', async () => {
    for (const email of ['not-an-email', 'a@b.c', 'a@b.toolongtopleveldomain', '']) {
      const res = await lookup(email);
      expect(res.status, email).toBe(400);
      expect(parseBody(errorBody, res).error.code).toBe('validation_failed');
    }
  });

  it('lists the customer’s two domiciles, and 404 for another professional’s customer', async () => {
    const found = parseBody(api.findUserClient.responses[200], await lookup('client@demo.test'));
    const res = await server().request('GET', `/api/v1/user_client/${found.data.id_user}/domiciles`, {
      token,
    });
    expect(res.status).toBe(200);
    const { data } = parseBody(api.userClientDomiciles.responses[200], res);
    expect(data.map((d) => d.address_name)).toEqual(['Maison', 'Ferme du Moulin']);
    expect(data[0]).toMatchObject({ city: 'Lyon', postal_code: '69003' });
    const forOther = await server().request('GET', `/api/v1/user_client/${found.data.id_user}/domiciles`, {
      token: otherToken,
    });
    expect(forOther.status).toBe(404);
    const unknown = await server().request('GET', '/api/v1/user_client/999999/domiciles', { token });
    expect(unknown.status).toBe(404);
  });

  it('lists the professional’s clients, and 404 for another professional’s uid', async () => {
    const res = await server().request('GET', '/api/v1/professional/demo-installations/clients/public', {
      token,
    });
    expect(res.status).toBe(200);
    const { data } = parseBody(api.professionalPublicClients.responses[200], res);
    expect(data.map((c) => c.uid)).toEqual(
      expect.arrayContaining(['boulangerie-martin', 'transports-lefevre']),
    );
    expect(data.map((c) => c.uid)).not.toContain('brouwerij-de-smet');
    const other = await server().request('GET', '/api/v1/professional/other-installations/clients/public', {
      token,
    });
    expect(other.status).toBe(404);
  });

  it('lists a client’s domiciles, and 404 for another professional’s client', async () => {
    const res = await server().request('GET', '/api/v1/client/transports-lefevre/domiciles/public', {
      token,
    });
    const { data } = parseBody(api.clientPublicDomiciles.responses[200], res);
    expect(data.map((d) => d.address_name)).toEqual(['Dépôt de Mâcon', 'Dépôt de Chalon']);
    const other = await server().request('GET', '/api/v1/client/brouwerij-de-smet/domiciles/public', {
      token,
    });
    expect(other.status).toBe(404);
    const mine = await server().request('GET', '/api/v1/client/brouwerij-de-smet/domiciles/public', {
      token: otherToken,
    });
    expect(mine.status).toBe(200);
  });

  it('creates a client (201) that then appears in the public list with its domiciles empty', async () => {
    const res = await server().request('POST', '/api/v1/client/demo-installations', {
      token,
      body: {
        nom_entreprise: '  Ferme des Écureuils  ',
        siret: '80212345600018',
        numero_professionnel: 'C-0100',
      },
    });
    expect(res.status).toBe(201);
    const { data } = parseBody(api.createClient.responses[201], res);
    expect(data.client_space_name).toBe('Ferme des Écureuils');
    expect(data.uid).toMatch(/^ferme-des-ecureuils-[0-9a-f]{8}$/);
    const list = parseBody(
      api.professionalPublicClients.responses[200],
      await server().request('GET', '/api/v1/professional/demo-installations/clients/public', { token }),
    );
    expect(list.data).toContainEqual(data);
    const domiciles = await server().request('GET', `/api/v1/client/${data.uid}/domiciles/public`, { token });
    expect(parseBody(api.clientPublicDomiciles.responses[200], domiciles).data).toEqual([]);
  });

  it('refuses a client without company name (400) or for another professional (404)', async () => {
    const empty = await server().request('POST', '/api/v1/client/demo-installations', {
      token,
      body: { nom_entreprise: '   ' },
    });
    expect(empty.status).toBe(400);
    const other = await server().request('POST', '/api/v1/client/other-installations', {
      token,
      body: { nom_entreprise: 'Sneaky SARL' },
    });
    expect(other.status).toBe(404);
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token-000000000000' }] as Record<
      string,
      string
    >[]) {
      for (const path of [
        '/api/v1/user_client?email=client@demo.test',
        '/api/v1/user_client/1/domiciles',
        '/api/v1/client/boulangerie-martin/domiciles/public',
        '/api/v1/professional/demo-installations/clients/public',
      ]) {
        const res = await server().request('GET', path, { headers });
        expect(res.status, path).toBe(401);
      }
    }
  });
});
