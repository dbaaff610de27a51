import { ApiError, messageForStatus } from '../../lib/api/api-error.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';

/** The geocoder answered "no address here": an answer, the server would say the same. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Without signal, or with a geocoder that cannot answer (no answer, 5xx), the position is kept alone: the
 * server finds its address when the installation is sent
 * (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */
export const cannotLookUp = (error: unknown) =>
  !navigator.onLine || (error instanceof ApiError && (error.status === 0 || error.status >= 500));

/** spec §8 error_geocode; a rate-limited geocoder (DESIGN §2) says to wait instead. */
export const geocodeFailed = (error: unknown) =>
  notify('error', messageForStatus(error, { 429: 'rate_limited' }, 'error_geocode'));
