import { type InstallationAddress, isPlaceValid, newDomicileOfPlace } from '@installer/contracts';
import { conflict, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import {
  deleteDomicileGeocoding,
  findDomicileGeocoding,
  findInstallationDomicile,
} from '../repositories/domicile-geocoding.ts';
import { addressOfPlace, updateDomicileAddress } from '../repositories/domiciles.ts';
import {
  geocoderUnavailable,
  geocoderUnavailableAnswer,
  lookUp,
  notPreciseEnough,
} from './domicile-geocoding.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * My installations, an address to correct (docs/decisions/0014-address-completed-later.md): the installer
 * types the address of an installation whose offline address the geocoder found not precise enough (or
 * has not found yet). It is geocoded now and must pass spec §5, else 422 with what the geocoder understood;
 * the typed text is kept as the address, and a located installation keeps the position the installer gave
 * (where the sensor is), the address only being corrected. The installer's correction wins over a
 * completion running at the same moment. An address that needs no correction is 409: the installation's
 * edit changes those.
 */
export async function correctAddress(
  deps: { db: Db; geocoder: Geocoder },
  installer: SessionInstaller,
  idInstallation: number,
  addressText: string,
  language: string,
): Promise<InstallationAddress> {
  const { db } = deps;
  const domicile = await findInstallationDomicile(db, installer.id_professional, idInstallation);
  if (!domicile) throw notFound('not_found', 'Installation not found');
  if (domicile.geocoding === null) {
    throw conflict('This address needs no correction', { reason: 'address_complete' });
  }
  let place: Awaited<ReturnType<typeof lookUp>>;
  try {
    place = await lookUp(deps.geocoder, { mode: 'typed', address_text: addressText }, language);
  } catch (error) {
    throw geocoderUnavailable(error) ? geocoderUnavailableAnswer(error) : error;
  }
  if (!place || !isPlaceValid(place)) throw notPreciseEnough('address_text', place);
  const found = place;
  return db.transaction().execute(async (trx) => {
    const given = await findDomicileGeocoding(trx, domicile.id_domicile);
    const position =
      given?.mode === 'coordinates' && given.latitude !== null && given.longitude !== null
        ? { latitude: given.latitude, longitude: given.longitude }
        : {};
    const corrected = addressOfPlace({ ...newDomicileOfPlace(found), address: addressText, ...position });
    await updateDomicileAddress(trx, domicile.id_domicile, { ...corrected, geocoding: null });
    await deleteDomicileGeocoding(trx, domicile.id_domicile);
    return {
      id_domicile: domicile.id_domicile,
      address_name: domicile.address_name,
      address: corrected.address,
      city: corrected.city,
      postal_code: corrected.postal_code,
      geocoding: null,
    };
  });
}
