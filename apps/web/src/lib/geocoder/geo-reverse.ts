import type { GeocodedPlace } from '@installer/contracts';
import { callApi } from '../api/client.ts';
import type { Position } from './position.ts';
import { geoLanguage } from './geo-language.ts';

/** The address at a position: the map's marker, or the browser's position (spec §2 Address block). */
export async function reverseGeocode(position: Position): Promise<GeocodedPlace> {
  const query = { lat: position.lat, lon: position.lon, lang: geoLanguage() };
  return (await callApi('geoReverse', { query })).data;
}
