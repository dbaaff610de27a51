/** The parts of a geocoded place that spec §5 counts. */
export interface PlaceParts {
  street_number?: string | null;
  route?: string | null;
  locality?: string | null;
  postal_town?: string | null;
  country?: string | null;
  postal_code?: string | null;
  plus_code?: string | null;
  formatted_address?: string | null;
}

/** spec §9 place thresholds. */
const PLACE_VALID_PARTS = 3;
const PLACE_COMPLETE_PARTS = 5;

const present = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/** spec §5: valid if at least 3 of locality or postal town, country, postal_code, plus_code are present. */
export function isPlaceValid(place: PlaceParts): boolean {
  const parts = [place.locality || place.postal_town, place.country, place.postal_code, place.plus_code];
  return parts.filter(present).length >= PLACE_VALID_PARTS;
}

/** spec §5: complete if at least 5 of street number, route, locality or town, country, postal code are present. */
export function isPlaceComplete(place: PlaceParts): boolean {
  const parts = [
    place.street_number,
    place.route,
    place.locality || place.postal_town,
    place.country,
    place.postal_code,
  ];
  return parts.filter(present).length >= PLACE_COMPLETE_PARTS;
}

/**
 * spec §5: when a place is not complete, the route is the part of the formatted address
 * before the first comma.
 */
export function routeOf(place: PlaceParts): string | null {
  if (isPlaceComplete(place)) return place.route ?? null;
  const formatted = place.formatted_address?.trim();
  if (!formatted) return place.route ?? null;
  return formatted.split(',')[0]?.trim() || null;
}
