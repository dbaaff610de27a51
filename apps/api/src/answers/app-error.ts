import type { ErrorCode } from '@installer/contracts';

/** An error a handler or service throws on purpose; the error handler turns it into the DESIGN §3 body. */
export class AppError extends Error {
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options?: ErrorOptions & {
      /** Headers the answer carries, such as Retry-After. */
      headers?: Readonly<Record<string, string>>;
    },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.headers = options?.headers;
  }
}

export const notFound = (code: ErrorCode = 'not_found', message = 'Not found') =>
  new AppError(404, code, message);
export const badRequest = (code: ErrorCode, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details);
export const unauthorized = (message = 'Sign in required') => new AppError(401, 'unauthorized', message);
