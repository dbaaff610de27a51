import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { correctAddress } from '../services/address-correction.ts';

/** My installations: the address of an installation made offline, corrected by the installer. */
export default async function installationAddressRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.correctInstallationAddress,
    async ({ params, body, installer, request }) => {
      const data = await correctAddress(
        { db: app.db, geocoder: app.geocoder },
        installer,
        params.id_installation,
        body.address_text,
        contentLanguage(request),
      );
      return { status: 200, body: { data } };
    },
    // Each correction asks the geocoder, from the allowance every installer shares: the look-up rate.
    { rateLimit: app.config.rateLimits.lookup },
  );
}
