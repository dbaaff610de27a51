import { describe, expect, it } from 'vitest';
import type { GeocodedPlace } from '../api/geocoded-place.ts';
import { newDomicileOfPlace } from './new-domicile.ts';

const house: GeocodedPlace = {
  id: 'N3412007001',
  formatted_address: '12 Rue de Rivoli, 75004 Paris, France',
  street_number: '12',
  route: 'Rue de Rivoli',
  locality: 'Paris',
  postal_town: null,
  postal_code: '75004',
  country: 'France',
  country_code: 'FR',
  plus_code: null,
  latitude: 48.8556,
  longitude: 2.3561,
};

describe('new domicile of a geocoded place (spec §3, route rule of spec §5)', () => {
  it('keeps every part of a complete place', () => {
    expect(newDomicileOfPlace(house)).toMatchObject({
      id_google_place: 'N3412007001',
      address: '12 Rue de Rivoli, 75004 Paris, France',
      street_number: '12',
      number: '12',
      route: 'Rue de Rivoli',
      locality: 'Paris',
      postal_code: '75004',
      country_code: 'FR',
      latitude: 48.8556,
      reference: 'complete',
    });
  });

  it('takes the route from the formatted address and the town from the postal town when incomplete', () => {
    const partial = {
      ...house,
      street_number: null,
      route: null,
      locality: null,
      postal_town: 'Bath',
      formatted_address: 'Royal Crescent, Bath BA1 2LR, UK',
    };
    expect(newDomicileOfPlace(partial)).toMatchObject({
      route: 'Royal Crescent',
      locality: 'Bath',
      reference: 'partial',
    });
  });
});
