import { isDeepStrictEqual } from 'node:util';
import { API_SECURITY_HEADERS } from '../../apps/api/src/http/api-security-headers.ts';

/** The device both our server and the floor are asked about (a demo device of the demo professional). */
export const FLOOR_DEVICE_NUMBER = '10000001';

/** The security headers of an answer (decision 0011's API set), to compare ours with the floor's. */
const securityHeaders = (headers: Headers): Record<string, string | null> =>
  Object.fromEntries(API_SECURITY_HEADERS.map(([name]) => [name, headers.get(name)]));

/** The floor must answer what our server answers, or its figure is not a floor of ours. */
export async function sameDeviceCheck(ours: string, floor: string, token: string): Promise<void> {
  const get = (base: string) =>
    fetch(`${base}/api/v1/device/${FLOOR_DEVICE_NUMBER}/is_installable`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const [a, b] = await Promise.all([get(ours), get(floor)]);
  const [bodyA, bodyB] = [await a.json(), await b.json()];
  if (a.status !== 200 || b.status !== 200 || !isDeepStrictEqual(bodyA, bodyB)) {
    throw new Error(`the floor answers ${JSON.stringify(bodyB)} where ours answers ${JSON.stringify(bodyA)}`);
  }
  if (!isDeepStrictEqual(securityHeaders(a.headers), securityHeaders(b.headers))) {
    throw new Error('the floor does not send the security headers our server sends');
  }
}
