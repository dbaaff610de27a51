/**
 * spec §3 form inputs of a generic model (string, int, boolean, datetime) and of a module's asset model (int,
 * float, string, enum, child_enum, boolean), as far as the rules of spec §5 read them. The app checks what the
 * installer entered with these before it sends; the server checks the same values against the inputs it stores.
 */
export interface FormInputRule {
  name: string;
  type: 'string' | 'int' | 'float' | 'boolean' | 'datetime' | 'enum' | 'child_enum';
  required: boolean;
  /** Choices of an enum input. */
  enum?: readonly { value: string }[] | null;
  /** For a child_enum: the name of the enum input it depends on, and its choices for each of that input's values. */
  parent_enum?: string | null;
  child_enum?: Readonly<Record<string, readonly { value: string }[]>> | null;
}

/** A value of a generic specification or a model configuration. */
export type FormValue = string | number | boolean | null;

/** One refused value: the input's name and what is wrong, in words (the server's 400 details). */
export interface FormValueProblem {
  path: string;
  message: string;
}

const isEmpty = (value: FormValue | undefined) => value === undefined || value === null || value === '';

/** The choices of an enum input, or of a child_enum for the value its parent enum has among `values`. */
export function inputChoices<C extends { value: string }>(
  input: {
    type: string;
    enum?: readonly C[] | null;
    parent_enum?: string | null;
    child_enum?: Readonly<Record<string, readonly C[]>> | null;
  },
  values: Readonly<Record<string, FormValue | undefined>>,
): readonly C[] {
  if (input.type === 'enum') return input.enum ?? [];
  if (input.type === 'child_enum')
    return input.child_enum?.[String(values[input.parent_enum ?? ''] ?? '')] ?? [];
  return [];
}

function typeProblem(type: FormInputRule['type'], value: FormValue | undefined): string | null {
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

function unknownFields(inputs: readonly FormInputRule[], values: Readonly<Record<string, FormValue>>) {
  const names = new Set(inputs.map((input) => input.name));
  return Object.keys(values)
    .filter((name) => !names.has(name))
    .map((name) => ({ path: name, message: 'unknown field' }));
}

/** spec §5 Generic: required fields are required; each value has its input's type. */
export function genericValueProblems(
  inputs: readonly FormInputRule[],
  values: Readonly<Record<string, FormValue>>,
): FormValueProblem[] {
  const problems = unknownFields(inputs, values);
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

/** spec §5 Module form: required dynamic fields; enums among their choices, a child enum among its parent's. */
export function moduleValueProblems(
  inputs: readonly FormInputRule[],
  values: Readonly<Record<string, FormValue>>,
): FormValueProblem[] {
  const problems = unknownFields(inputs, values);
  for (const input of inputs) {
    const value = values[input.name];
    if (isEmpty(value)) {
      if (input.required) problems.push({ path: input.name, message: 'required field' });
      continue;
    }
    if (input.type === 'enum' || input.type === 'child_enum') {
      const choices = inputChoices(input, values).map((choice) => choice.value);
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
