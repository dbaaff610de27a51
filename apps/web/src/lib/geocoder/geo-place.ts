import type { GeocodedPlace } from '@installer/contracts';
import { callApi } from '../api/client.ts';

/** The full place of a chosen suggestion (spec §2 Address block, mode 2). */
export async function fetchPlace(id: string): Promise<GeocodedPlace> {
  return (await callApi('geoPlace', { params: { id } })).data;
}
