import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope, idParam } from '../envelope.ts';
import { installationBody, installationRefusals, installationResult } from './installation.ts';

/** The creation's answer, and when the installation was last edited. */
const installationUpdateResult = z.extend(installationResult, { updated_at: z.string() });
export type InstallationUpdateResult = z.infer<typeof installationUpdateResult>;

/**
 * Back to step 4 after the installation was created (from step 5, or a refusal found later): the same body
 * as the creation replaces the asset's name, description, specification, type block and domicile, in one
 * transaction; the device stays linked, the installation keeps its id and created_at. The device in the body
 * must be the installation's (400 validation_failed otherwise); another professional's or an unknown
 * installation is 404. With an Idempotency-Key, the same edit sent twice acts once (DESIGN §3).
 */
export const updateInstallation = endpoint({
  method: 'PUT',
  path: '/installation/:id_installation',
  auth: 'bearer',
  summary: 'Edit an installation: asset, specification and domicile replaced, device and id kept',
  params: z.object({ id_installation: idParam }),
  body: installationBody,
  responses: { 200: envelope(installationUpdateResult), ...installationRefusals },
});
