import { api, PHOTO_MAX_BYTES } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { route } from '../http/route.ts';
import { PhotoQuota } from '../services/photo-quota.ts';
import { addPhoto } from '../services/photos.ts';

/**
 * The body of the largest photo we accept: its base64 (4 characters per 3 bytes), a data-URL prefix
 * and the JSON around it. A larger body is refused before it is read in full.
 */
const PHOTO_BODY_LIMIT = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 1024;

export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  const quota = new PhotoQuota(app.db, app.config.photoQuota);
  route(
    app,
    api.uploadImage,
    async ({ params, body, installer, request }) => {
      const key = idempotencyKeyOf(request);
      const photo = await quota.run((admit) =>
        addPhoto(app.db, app.photoStore, admit, {
          deviceNumber: params.device_number,
          idProfessional: installer.id_professional,
          idInstaller: installer.id_installer,
          base64: body.base64_string,
          idempotencyKey: key,
        }),
      );
      return { status: 201, body: { data: photo } };
    },
    { bodyLimit: PHOTO_BODY_LIMIT },
  );
}
