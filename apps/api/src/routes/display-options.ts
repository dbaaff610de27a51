import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { route } from '../http/route.ts';
import { findDisplayOptions, findDisplayOptionsOfDevice } from '../repositories/display-options.ts';

/** spec §7 display options; no token (DESIGN §3): the app needs them before sign-in to paint itself. */
export default async function displayOptionRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.displayOptionByDevice, async ({ params }) => {
    const options = await findDisplayOptionsOfDevice(app.db, params.device_number);
    if (!options) throw notFound('device_not_found', 'Device not found');
    return { status: 200, body: { data: options } };
  });

  route(app, api.displayOptionByParam, async ({ params }) => {
    const options = await findDisplayOptions(app.db, params.param);
    if (!options) throw notFound('not_found', 'No display options for this tunnel');
    return { status: 200, body: { data: options } };
  });
}
