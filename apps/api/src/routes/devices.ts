import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import {
  findDeviceCheck,
  findDeviceNumberBySerial,
  findDeviceReferentialName,
} from '../repositories/devices.ts';

/** spec §7 device calls; spec §8: unknown or another professional's device answers 404. */
export default async function deviceRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.isInstallable,
    async ({ params, installer, request }) => {
      const language = contentLanguage(request);
      const check = await findDeviceCheck(app.db, installer, params.device_number, language);
      if (!check) throw notFound('device_not_found', 'Device not found');
      // spec §8: a device that cannot be installed is still a 200, with is_installable false.
      return { status: 200, body: { data: check } };
    },
    // Checked while the installer types a number (spec §7): one device's texts, under 1 KB.
    { rateLimit: app.config.rateLimits.lookup, compress: false },
  );

  route(
    app,
    api.sigfoxBySerial,
    async ({ params, installer }) => {
      const number = await findDeviceNumberBySerial(app.db, installer.id_professional, params.serial);
      if (!number) throw notFound('device_series_number_not_found', 'No device with this serial number');
      return { status: 200, body: { data: { sigfox_number: number } } };
    },
    { rateLimit: app.config.rateLimits.lookup },
  );

  route(app, api.deviceReferentialName, async ({ params }) => {
    const name = await findDeviceReferentialName(app.db, params.id);
    if (name === undefined) throw notFound('not_found', 'Device referential not found');
    return { status: 200, body: { data: name } };
  });
}
