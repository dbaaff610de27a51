import { api, PHOTO_MAX_BYTES } from '@installer/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AppError } from '../answers/app-error.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { readPhotoBody } from '../http/photo-body.ts';
import { discardBody } from '../http/unread-body.ts';
import { route } from '../http/route.ts';
import { admitPhotoUpload, type PhotoAdmission, PhotoUploadGates } from '../services/photo-admission.ts';
import { ReceivedPhoto } from '../services/photo-decoding.ts';
import { PhotoQuota } from '../services/photo-quota.ts';
import { addPhoto } from '../services/photos.ts';

/**
 * The body of the largest photo we accept: its base64 (4 characters per 3 bytes), a data-URL prefix
 * and the JSON around it. A larger body is refused before it is read in full.
 */
const PHOTO_BODY_LIMIT = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 1024;

/** A refused upload's body up to this size is read and dropped so the client gets the answer (unread-body.ts). */
const DISCARDED_BODY_MAX = 1024 * 1024;

/** An upload admitted by its headers: what it is for, its key, and the end of its turn. */
interface Admitted {
  admission: PhotoAdmission;
  key: string | null;
  /** The handler took over: the turn ends with the handler, not with the connection. */
  handling: boolean;
  release(): void;
}

function contentLengthOf(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

/** DESIGN §3 400 for a path param, as the route's own validation would answer it. */
function paramsOf(request: FastifyRequest): z.output<NonNullable<typeof api.uploadImage.params>> {
  const parsed = z.safeParse(api.uploadImage.params, request.params);
  if (parsed.success) return parsed.data;
  throw new AppError(
    400,
    'validation_failed',
    'The request is not valid',
    parsed.error.issues.map((issue) => ({
      in: 'params',
      path: issue.path.join('.'),
      message: issue.message,
    })),
  );
}

/**
 * spec §3 photo upload, checked before its body is read (README, Photo uploads): the size its Content-Length
 * announces (413), its turn among the installer's and the instance's uploads (it waits, or 429 / 503), the
 * device (404), the device's room (409) and the installer's hourly quota (429). Only then is the body read,
 * by its own streaming parser (http/photo-body.ts), never whole: this module's scope has no other parser.
 */
export default async function photoRoutes(app: FastifyInstance): Promise<void> {
  const quota = new PhotoQuota(app.db, app.config.photoQuota);
  const gates = new PhotoUploadGates(app.config.photoUploads);
  const admitted = new WeakMap<FastifyRequest, Admitted>();

  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const installer = request.installer;
    // The route's onRequest authenticated the caller; without an installer here the hook order broke.
    if (!installer) throw new Error('photo upload admitted before authentication');
    const length = contentLengthOf(request);
    if (length !== null && length > PHOTO_BODY_LIMIT) {
      throw new AppError(413, 'payload_too_large', 'Request body is too large');
    }
    const params = paramsOf(request);
    const key = idempotencyKeyOf(request);
    const checks = {
      idInstaller: installer.id_installer,
      idProfessional: installer.id_professional,
      deviceNumber: params.device_number,
      key,
    };
    // The connection may go at any moment from here: a turn waited for is given up, a turn held given back.
    const gone = new AbortController();
    let upload: Admitted | null = null;
    reply.raw.once('close', () => {
      gone.abort();
      if (upload && !upload.handling) upload.release();
    });
    if (reply.raw.destroyed) gone.abort();
    // Refused before waiting for a turn: an upload that cannot be taken never holds others back.
    await admitPhotoUpload(app.db, app.config.photoQuota, checks);
    const release = await gates.enter(installer.id_installer, gone.signal);
    if (gone.signal.aborted) {
      release();
      throw new AppError(400, 'bad_request', 'The upload was interrupted');
    }
    try {
      // Again once its turn came: the uploads before it may have used the quota it was checked against.
      const admission = await admitPhotoUpload(app.db, app.config.photoQuota, checks);
      upload = { admission, key, handling: false, release };
      admitted.set(request, upload);
      if (gone.signal.aborted) release();
    } catch (error) {
      release();
      throw error;
    }
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    async (request: FastifyRequest, payload: FastifyRequest['raw']) => {
      const upload = admitted.get(request);
      if (!upload) throw new Error('photo body read before its admission');
      return readPhotoBody(payload, contentLengthOf(request), {
        bodyLimit: PHOTO_BODY_LIMIT,
        allowance: upload.admission.allowance,
      });
    },
  );
  // The body is a ReceivedPhoto, checked as it was read; params and the rest by their contracts as everywhere.
  app.setValidatorCompiler((schema) =>
    schema.httpPart === 'body'
      ? (data: unknown) =>
          data instanceof ReceivedPhoto
            ? { value: data }
            : {
                error: new AppError(400, 'validation_failed', 'The request is not valid', [
                  { in: 'body', path: 'base64_string', message: 'Invalid input: expected string' },
                ]),
              }
      : // Every schema of this scope is a contract's zod schema (http/route.ts).
        validatorCompiler(schema as Parameters<typeof validatorCompiler>[0]),
  );
  app.addHook('preParsing', async (request, reply, payload) => {
    try {
      await admit(request, reply);
    } catch (error) {
      const length = contentLengthOf(request);
      if (
        error instanceof AppError &&
        error.status !== 413 &&
        length !== null &&
        length <= DISCARDED_BODY_MAX
      ) {
        discardBody(request);
      }
      throw error;
    }
    return payload;
  });

  route(
    app,
    api.uploadImage,
    async ({ body, installer, request }) => {
      const upload = admitted.get(request);
      if (!upload || !(body instanceof ReceivedPhoto))
        throw new Error('photo upload handled without admission');
      upload.handling = true;
      try {
        const photo = await quota.run((admitPhoto) =>
          addPhoto(app.db, app.photoStore, admitPhoto, {
            device: upload.admission.device,
            idInstaller: installer.id_installer,
            photo: body,
            idempotencyKey: upload.key,
          }),
        );
        return { status: 201, body: { data: photo } };
      } finally {
        upload.release();
      }
    },
    { bodyLimit: PHOTO_BODY_LIMIT },
  );
}
