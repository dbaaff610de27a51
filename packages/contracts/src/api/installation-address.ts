import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';
import { installationAddress } from './my-installations.ts';

/** The address as the installer types it to correct it: the server geocodes it (spec §5 place validity). */
const addressCorrection = z.object({
  address_text: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
});

/**
 * My installations, an address to correct (docs/decisions/0014-address-completed-later.md): the address of
 * an installation made offline that the server's geocoder found not precise enough (or still looks for),
 * typed again by the installer. 200 with the corrected address; 422 error_localisation_precision (details:
 * what the geocoder understood) when it is still not precise enough; 409 conflict (`details.reason`
 * `address_complete`) for an address that needs no correction; 503 with Retry-After while the geocoder
 * cannot answer; 404 for another professional's installation.
 */
export const correctInstallationAddress = endpoint({
  method: 'PUT',
  path: '/installation/:id_installation/address',
  auth: 'bearer',
  summary: 'Correct the address of an installation the geocoder found not precise enough',
  params: z.object({ id_installation: idParam }),
  body: addressCorrection,
  responses: {
    200: envelope(installationAddress),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
    422: errorBody,
    429: errorBody,
    503: errorBody,
  },
});
