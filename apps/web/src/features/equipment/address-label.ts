import type { Domicile } from '@installer/contracts';
import { type AddressValue, domicileLine } from '../address/index.ts';

/** The address as one line, for the step 5 summary and the external configuration (spec §2, §7). */
export function addressLabel(value: AddressValue, domiciles: Domicile[]): string {
  if (value.mode === 'existing') {
    const domicile = domiciles.find((d) => d.id_domicile === value.id_domicile);
    if (!domicile) return '';
    return domicileLine(domicile);
  }
  if (value.place) return value.place.formatted_address;
  // Made without signal: what the installer gave, until the server completes it.
  if (value.position) return `${value.position.lat.toFixed(5)}, ${value.position.lon.toFixed(5)}`;
  return value.typed_address?.trim() ?? '';
}
