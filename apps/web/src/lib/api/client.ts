import { API_PREFIX, type EndpointDef, errorLog, LOCALE_TAG } from '@installer/contracts';
import * as z from 'zod/mini';
import { currentLocale } from '../../i18n/i18n.ts';
import { clearSession, getToken } from '../session.ts';

import { ApiError } from './api-error.ts';
import { emitUnauthorized } from './auth-events.ts';
import { apiPath, errorOfAnswer, isLogged, type LogRule, postErrorLog, readJson } from './wire.ts';

type SuccessStatus = 200 | 201 | 202 | 206;
type EnvelopeData<S> = S extends z.core.$ZodType
  ? z.output<S> extends { data: infer D }
    ? D
    : never
  : never;

/** `{status, data}` of any 2xx the endpoint declares: the client look-up needs to tell 200 from 206. */
export type ApiResult<E extends EndpointDef> = {
  [S in keyof E['responses'] & SuccessStatus]: { status: S; data: EnvelopeData<E['responses'][S]> };
}[keyof E['responses'] & SuccessStatus];

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.core.$ZodType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/**
 * Path params as the server reads them: an id is a number, which fillPath writes as its canonical digits
 * (the only spelling the server takes, contracts `idParam`).
 */
type PathPart<E> = E extends { params: infer S extends z.core.$ZodType }
  ? { params: z.output<S> }
  : { params?: undefined };

/**
 * A customer's call carries the customer's own token, given by the caller (the personal space keeps it apart
 * from the installer's session, decision 0021): the client never mixes the two.
 */
type AuthPart<E> = E extends { auth: 'customer' }
  ? { customerToken: string | null }
  : { customerToken?: undefined };

export type CallInput<E extends EndpointDef> = PathPart<E> &
  Part<E, 'query'> &
  Part<E, 'body'> &
  AuthPart<E> & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /**
     * spec §7: every failure is logged; the result screen's calls (photo, invitation, polling) only those
     * without a server answer. The outbox says which per call kind (outbox-request.ts FAILURES_LOGGED).
     */
    log?: LogRule;
    /**
     * Statuses that are answers of the spec, not failures (spec §4 client look-up 404 and 410, spec §8 an
     * unknown device's 404): still thrown as ApiError for the caller to show, but not posted to the error log.
     */
    expected?: readonly number[];
  };

/**
 * The failing call's path as the error log gets it: a handover report's token is a credential carried in the
 * path (docs/decisions/0008-report-links.md), so the log gets its place, never its value.
 */
function pathForLog(endpoint: EndpointDef, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return (
    API_PREFIX +
    endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      name === 'token' ? '[token]' : encodeURIComponent(String(values[name] ?? '')),
    )
  );
}

/** spec §7: every failed call is logged (wire.ts `isLogged`), except the error log's own. */
function logFailure(
  endpoint: EndpointDef,
  error: ApiError,
  rule: Pick<CallInput<EndpointDef>, 'log' | 'expected' | 'params'>,
): void {
  if (endpoint === errorLog || !isLogged(error, rule)) return;
  const path = pathForLog(endpoint, rule.params);
  postErrorLog(new URL(apiPath(errorLog), window.location.origin), endpoint.method, path, error);
}

/**
 * The one API client of the app (STYLE.md habit 4): builds the call from its contract, sends the bearer token and
 * the locale, checks the answer against the contract, and turns any failure into an ApiError carrying the
 * spec §8 message key. A 401 on an installer call ends the session and tells the shell to go to /login (a
 * customer call's 401 is the personal space's to handle: features/customer-space/api/as-customer.ts).
 */
export async function callApi<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
): Promise<ApiResult<E>> {
  const response = await send(endpoint, input, 'application/json');
  const json = await readJson(response);
  const schema = endpoint.responses[response.status];
  if (response.ok) {
    const parsed = schema ? z.safeParse(schema, json) : undefined;
    if (parsed?.success) {
      const { data } = parsed.data as { data: unknown };
      return { status: response.status, data } as ApiResult<E>;
    }
    const error = new ApiError(response.status, 'invalid_response', 'answer does not match the contract');
    logFailure(endpoint, error, input);
    throw error;
  }
  throw failed(endpoint, input, response.status, json);
}

/**
 * A call whose answer is a file, not JSON (a CSV, a photo under the bearer token): its bytes on a 2xx, the
 * same ApiError, log and 401 handling as `callApi` otherwise (the error body is still JSON).
 */
export async function callApiFile<E extends EndpointDef>(endpoint: E, input: CallInput<E>): Promise<Blob> {
  const response = await send(endpoint, input, '*/*');
  if (response.ok) return response.blob();
  throw failed(endpoint, input, response.status, await readJson(response));
}

/** The request of a call; a failure without an answer is thrown (and logged) as ApiError status 0. */
async function send<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  accept: string,
): Promise<Response> {
  const path = apiPath(endpoint, input);
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': LOCALE_TAG[currentLocale()],
    ...input.headers,
  };
  const token = getToken();
  if (token && endpoint.auth === 'bearer') headers.Authorization = `Bearer ${token}`;
  if (input.customerToken && endpoint.auth === 'customer') {
    headers.Authorization = `Bearer ${input.customerToken}`;
  }
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
    });
  } catch (cause) {
    if (input.signal?.aborted) throw cause;
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'network failure');
    logFailure(endpoint, error, input);
    throw error;
  }
  return response;
}

/** A non-2xx answer as the ApiError to throw, logged; a 401 on a signed-in call ends the session. */
function failed<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  status: number,
  json: unknown,
): ApiError {
  const error = errorOfAnswer(status, json);
  logFailure(endpoint, error, input);
  if (status === 401 && endpoint.auth === 'bearer') {
    clearSession();
    emitUnauthorized();
  }
  return error;
}
