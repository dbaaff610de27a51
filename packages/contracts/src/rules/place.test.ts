import { describe, expect, it } from 'vitest';
import { isPlaceComplete, isPlaceValid, routeOf } from './place.ts';

const full = {
  street_number: '12',
  route: 'Rue de Rivoli',
  locality: 'Paris',
  country: 'France',
  postal_code: '75001',
  plus_code: null,
  formatted_address: '12 Rue de Rivoli, 75001 Paris, France',
};

describe('geocoded place rules (spec §5, thresholds of spec §9)', () => {
  it('is valid with 3 of locality or postal town, country, postal code, plus code', () => {
    expect(isPlaceValid({ locality: 'Paris', country: 'France', postal_code: '75001' })).toBe(true);
    expect(isPlaceValid({ postal_town: 'Bath', country: 'UK', plus_code: '9C3V+X2' })).toBe(true);
    expect(isPlaceValid({ locality: 'Paris', country: 'France' })).toBe(false);
    expect(isPlaceValid({ locality: ' ', country: 'France', postal_code: '75001' })).toBe(false);
  });

  it('is complete with 5 of street number, route, locality or town, country, postal code', () => {
    expect(isPlaceComplete(full)).toBe(true);
    expect(isPlaceComplete({ ...full, street_number: null })).toBe(false);
    expect(isPlaceComplete({ ...full, locality: null, postal_town: 'Paris' })).toBe(true);
  });

  it('takes the route from the formatted address before the first comma when incomplete', () => {
    expect(routeOf(full)).toBe('Rue de Rivoli');
    expect(
      routeOf({
        ...full,
        street_number: null,
        route: null,
        formatted_address: 'Lieu-dit Les Vignes, 21000 Dijon',
      }),
    ).toBe('Lieu-dit Les Vignes');
  });
});
