import type { Domicile } from '@installer/contracts';

/**
 * A saved domicile's address as one line: its address, then its postcode and town unless the address already
 * names them (a geocoded address does: "12 Rue des Tilleuls, 69003 Lyon, France"), so nothing is said twice.
 */
export function domicileLine(domicile: Domicile): string {
  const town = [domicile.postal_code, domicile.city].filter(Boolean).join(' ');
  return town === '' || domicile.address.includes(town) ? domicile.address : `${domicile.address}, ${town}`;
}
