import { describe, expect, it } from 'vitest';
import type { GenericFormInput, ModuleFormInput } from '../entities.ts';
import { genericValueProblems, inputChoices, moduleValueProblems } from './form-values.ts';

const label = 'x';
const choice = (value: string) => ({ value, label });

const generic: GenericFormInput[] = [
  { name: 'name', label, type: 'string', required: true },
  { name: 'frames', label, type: 'int', required: true },
  { name: 'marked', label, type: 'boolean', required: false },
  { name: 'since', label, type: 'datetime', required: false },
];

const module: ModuleFormInput[] = [
  {
    name: 'material',
    label,
    type: 'enum',
    required: true,
    multiplier: null,
    enum: [choice('steel'), choice('concrete')],
    parent_enum: null,
    child_enum: null,
    unit: null,
  },
  {
    name: 'wall',
    label,
    type: 'child_enum',
    required: false,
    multiplier: null,
    enum: null,
    parent_enum: 'material',
    child_enum: { steel: [choice('single'), choice('double')], concrete: [choice('lined')] },
    unit: null,
  },
  {
    name: 'capacity',
    label,
    type: 'float',
    required: true,
    multiplier: 1e6,
    enum: null,
    parent_enum: null,
    child_enum: null,
    unit: 'L',
  },
];

describe('generic values (spec §5 Generic: required fields, input types)', () => {
  it('accepts values of the right types, optional ones left empty', () => {
    expect(genericValueProblems(generic, { name: 'Ruche 1', frames: 10, marked: null, since: '' })).toEqual(
      [],
    );
    expect(genericValueProblems(generic, { name: 'R', frames: 0, since: '2026-04-12T09:30' })).toEqual([]);
  });

  it('names each missing, mistyped or unknown field', () => {
    expect(
      genericValueProblems(generic, { frames: 2.5, marked: 'yes', since: '12/04/2026', color: 'red' }),
    ).toEqual([
      { path: 'color', message: 'unknown field' },
      { path: 'name', message: 'required field' },
      { path: 'frames', message: 'must be a whole number' },
      { path: 'marked', message: 'must be true or false' },
      { path: 'since', message: 'wrong date format' },
    ]);
  });
});

describe('module values (spec §5 Module form: required dynamic fields, enums)', () => {
  it('accepts an enum, a child enum among its parent’s choices and a number', () => {
    expect(moduleValueProblems(module, { material: 'concrete', wall: 'lined', capacity: 1.5e9 })).toEqual([]);
  });

  it('refuses a child enum of another parent value, an unknown enum value and a missing number', () => {
    expect(moduleValueProblems(module, { material: 'steel', wall: 'lined' })).toEqual([
      { path: 'wall', message: 'must be one of: single, double' },
      { path: 'capacity', message: 'required field' },
    ]);
    expect(moduleValueProblems(module, { material: 'wood', capacity: 'a lot' })).toEqual([
      { path: 'material', message: 'must be one of: steel, concrete' },
      { path: 'capacity', message: 'must be a number' },
    ]);
  });
});

describe('enum choices (spec §3 form inputs)', () => {
  it('offers an enum its own choices, a child enum those of its parent’s current value', () => {
    const [material, wall] = module;
    if (!material || !wall) throw new Error('fixture');
    expect(inputChoices(material, {}).map((c) => c.value)).toEqual(['steel', 'concrete']);
    expect(inputChoices(wall, { material: 'steel' }).map((c) => c.value)).toEqual(['single', 'double']);
    expect(inputChoices(wall, { material: null })).toEqual([]);
  });
});
