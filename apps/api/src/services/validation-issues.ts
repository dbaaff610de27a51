import { type AppError, badRequest } from '../answers/app-error.ts';

export interface Issue {
  in: 'body';
  path: string;
  message: string;
}

/**
 * Collects the problems the database knows about (a content not offered for the type, a model of
 * another brand...) so one 400 names every failing field, like the schema validation does.
 */
export class Issues {
  readonly list: Issue[] = [];

  add(path: string, message: string): void {
    this.list.push({ in: 'body', path, message });
  }

  addAll(prefix: string, issues: { path: string; message: string }[]): void {
    for (const issue of issues) this.add(`${prefix}.${issue.path}`, issue.message);
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw badRequest('validation_failed', 'The request is not valid', this.list);
  }
}

/** A 400 naming one failing field. */
export function invalidField(path: string, message: string): AppError {
  return badRequest('validation_failed', 'The request is not valid', [{ in: 'body', path, message }]);
}
