import type { StoredGenericInputs, StoredModuleInput, StoredValues } from '../db/json-columns.ts';

type Problem = { path: string; message: string };
type Value = StoredValues[string] | undefined;

const isEmpty = (value: Value) => value === undefined || value === null || value === '';

function typeProblem(type: string, value: Value): string | null {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? null : 'must be text';
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) ? null : 'must be a whole number';
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'datetime':
      // spec §5 "Wrong date format": an ISO 8601 date or date-time.
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'wrong date format';
    default:
      return null;
  }
}

function unknownFields(names: Set<string>, values: StoredValues): Problem[] {
  return Object.keys(values)
    .filter((name) => !names.has(name))
    .map((name) => ({ path: name, message: 'unknown field' }));
}

/** spec §5 Generic: required fields are required; each value has its input's type. */
export function genericValueProblems(inputs: StoredGenericInputs, values: StoredValues): Problem[] {
  const problems = unknownFields(new Set(inputs.map((i) => i.name)), values);
  for (const input of inputs) {
    const value = values[input.name];
    if (isEmpty(value)) {
      if (input.required) problems.push({ path: input.name, message: 'required field' });
      continue;
    }
    const problem = typeProblem(input.type, value);
    if (problem) problems.push({ path: input.name, message: problem });
  }
  return problems;
}

const choiceValues = (choices: { value: string }[] | null | undefined) => (choices ?? []).map((c) => c.value);

/** spec §5 Module form: required dynamic fields; enums among their choices, a child enum among its parent's. */
export function moduleValueProblems(inputs: StoredModuleInput[], values: StoredValues): Problem[] {
  const problems = unknownFields(new Set(inputs.map((i) => i.name)), values);
  for (const input of inputs) {
    const value = values[input.name];
    if (isEmpty(value)) {
      if (input.required) problems.push({ path: input.name, message: 'required field' });
      continue;
    }
    if (input.type === 'enum' || input.type === 'child_enum') {
      const choices =
        input.type === 'enum'
          ? choiceValues(input.enum)
          : choiceValues(input.child_enum?.[String(values[input.parent_enum ?? ''] ?? '')]);
      if (typeof value === 'boolean' || !choices.includes(String(value))) {
        problems.push({ path: input.name, message: `must be one of: ${choices.join(', ') || '(none)'}` });
      }
      continue;
    }
    const problem = typeProblem(input.type, value);
    if (problem) problems.push({ path: input.name, message: problem });
  }
  return problems;
}
