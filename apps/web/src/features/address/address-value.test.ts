import { newDomicileOfPlace } from '@installer/contracts';
import { describe, expect, it } from 'vitest';
import { HAMLET, REGION, RIVOLI } from '../../test/geo-handlers.ts';
import { addressProblem, emptyAddress, toDomicileChoice } from './address-value.ts';

describe('addressProblem (spec §5 Address)', () => {
  it('asks for a mode first', () => {
    expect(addressProblem(emptyAddress)).toBe('address.mode_required');
  });

  it('mode 1 needs a domicile and nothing else (spec §6 "Home required")', () => {
    expect(addressProblem({ ...emptyAddress, mode: 'existing' })).toBe('home_required');
    expect(addressProblem({ ...emptyAddress, mode: 'existing', id_domicile: 3 })).toBeNull();
  });

  it('mode 2 needs a place (the marker when the map is shown), valid, then a domicile name', () => {
    const mode2 = { ...emptyAddress, mode: 'new' as const };
    expect(addressProblem(mode2)).toBe('address.new_address_required');
    expect(addressProblem({ ...mode2, show_map: true })).toBe('bad_marker');
    // spec §6: a searched address that is too vague; on the map, the marker is what to move.
    expect(addressProblem({ ...mode2, place: REGION, domicile_name: 'x' })).toBe(
      'address_not_precise_enough',
    );
    expect(addressProblem({ ...mode2, place: REGION, domicile_name: 'x', show_map: true })).toBe(
      'bad_marker',
    );
    expect(addressProblem({ ...mode2, place: RIVOLI, domicile_name: '  ' })).toBe(
      'address.domicile_name_required',
    );
    expect(addressProblem({ ...mode2, place: HAMLET, domicile_name: 'Barn' })).toBeNull();
  });

  it('mode 3 needs a position (spec §6 "Location required"), precise enough', () => {
    const mode3 = { ...emptyAddress, mode: 'locate' as const, domicile_name: 'Site' };
    expect(addressProblem(mode3)).toBe('location_required');
    expect(addressProblem({ ...mode3, place: REGION })).toBe('error_localisation_precision');
    expect(addressProblem({ ...mode3, place: RIVOLI })).toBeNull();
  });
});

describe('toDomicileChoice (the installation payload)', () => {
  it('is null while the address breaks a rule, and trims the domicile name', () => {
    expect(toDomicileChoice({ ...emptyAddress, mode: 'new', place: REGION, domicile_name: 'x' })).toBeNull();
    expect(
      toDomicileChoice({ ...emptyAddress, mode: 'locate', place: RIVOLI, domicile_name: ' Site ' }),
    ).toEqual({
      mode: 'locate',
      domicile_name: 'Site',
      new_domicile: newDomicileOfPlace(RIVOLI),
    });
  });
});
