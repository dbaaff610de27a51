import { type Api, API_PREFIX, type EndpointDef, type EndpointName, LOCALE_TAG } from '@installer/contracts';
import type * as z from 'zod/mini';
import { currentLocale } from '../../i18n/i18n.ts';
import { clearSession, getToken } from '../session.ts';

import { ApiError } from './api-error.ts';
import type { ApiRoute } from './api-routes.ts';
import { emitUnauthorized } from './auth-events.ts';
import { loadEndpoint, routeOf } from './endpoint-loader.ts';
import { startRoutes } from './start-routes.ts';
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

/** What every call may add, whatever its endpoint. */
type CallOptions = {
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

export type CallInput<E extends EndpointDef> = PathPart<E> &
  Part<E, 'query'> &
  Part<E, 'body'> &
  AuthPart<E> &
  CallOptions;

/** What the client itself reads of a call's input, whatever its endpoint. */
type WireInput = CallOptions & {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  customerToken?: string | null;
};

/** The input of a call by the endpoint's name in the contracts' `api`. */
export type CallInputOf<N extends EndpointName> = CallInput<Api[N]>;

/**
 * The failing call's path as the error log gets it: a handover report's token is a credential carried in the
 * path (docs/decisions/0008-report-links.md), so the log gets its place, never its value.
 */
function pathForLog(route: ApiRoute, params: unknown): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return (
    API_PREFIX +
    route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      name === 'token' ? '[token]' : encodeURIComponent(String(values[name] ?? '')),
    )
  );
}

/** spec §7: every failed call is logged (wire.ts `isLogged`), except the error log's own. */
function logFailure(name: EndpointName, route: ApiRoute, error: ApiError, rule: WireInput): void {
  const errorLog = startRoutes.errorLog;
  if (name === 'errorLog' || !errorLog || !isLogged(error, rule)) return;
  const path = pathForLog(route, rule.params);
  postErrorLog(new URL(apiPath(errorLog), window.location.origin), route.method, path, error);
}

/**
 * The one API client of the app (STYLE.md habit 4): builds the call from its contract, sends the bearer token and
 * the locale, checks the answer against the contract, and turns any failure into an ApiError carrying the
 * spec §8 message key. A 401 on an installer call ends the session and tells the shell to go to /login (a
 * customer call's 401 is the personal space's to handle: features/customer-space/api/as-customer.ts).
 *
 * The endpoint is named as in the contracts' `api`: the request needs only its route (`routeOf`, schema-free),
 * and the answer's schema, with zod, loads beside the request (`loadEndpoint`, a lazy chunk in the built page),
 * so neither is in the page's first script (endpoint-loader.ts; docs/decisions/0009-web-start-up.md, item 15).
 */
export async function callApi<N extends EndpointName>(
  name: N,
  callInput: CallInput<Api[N]>,
): Promise<ApiResult<Api[N]>> {
  const input: WireInput = callInput;
  const definition = loadEndpoint(name);
  // Awaited only for a 2xx: a failed call must not leave a rejection unheard.
  definition.catch(() => undefined);
  const route = await routeOrFailure(name);
  const response = await send(name, route, input, 'application/json');
  const json = await readJson(response);
  if (!response.ok) throw failed(name, route, input, response.status, json);
  let schema: z.core.$ZodType | undefined;
  try {
    schema = (await definition).responses[response.status];
  } catch (cause) {
    // The contract's chunk did not arrive (offline before the worker had cached it): no answer the app can
    // trust, as when the answer itself does not arrive.
    const error = noAnswer(cause);
    logFailure(name, route, error, input);
    throw error;
  }
  const checked = schema ? await schema['~standard'].validate(json) : undefined;
  if (checked && !checked.issues) {
    const { data } = checked.value as { data: unknown };
    return { status: response.status, data } as ApiResult<Api[N]>;
  }
  const error = new ApiError(response.status, 'invalid_response', 'answer does not match the contract');
  logFailure(name, route, error, input);
  throw error;
}

/**
 * A call whose answer is a file, not JSON (a CSV, a photo under the bearer token): its bytes on a 2xx, the
 * same ApiError, log and 401 handling as `callApi` otherwise (the error body is still JSON).
 */
export async function callApiFile<N extends EndpointName>(
  name: N,
  callInput: CallInput<Api[N]>,
): Promise<Blob> {
  const input: WireInput = callInput;
  const route = await routeOrFailure(name);
  const response = await send(name, route, input, '*/*');
  if (response.ok) return response.blob();
  throw failed(name, route, input, response.status, await readJson(response));
}

/** A call that got no answer the app can use (none arrived, or neither its route nor its contract did). */
function noAnswer(cause: unknown): ApiError {
  return new ApiError(0, null, cause instanceof Error ? cause.message : 'no answer');
}

/**
 * How to call the endpoint. The table of routes is a chunk the page loads before its first render
 * (endpoint-loader.ts): should it not arrive, the call fails as one without an answer, which it is.
 */
async function routeOrFailure(name: EndpointName): Promise<ApiRoute> {
  try {
    return await routeOf(name);
  } catch (cause) {
    throw noAnswer(cause);
  }
}

/** The request of a call; a failure without an answer is thrown (and logged) as ApiError status 0. */
async function send(
  name: EndpointName,
  endpoint: ApiRoute,
  input: WireInput,
  accept: string,
): Promise<Response> {
  const path = apiPath(endpoint, input);
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': LOCALE_TAG[currentLocale()],
    ...input.headers,
  };
  const token = endpoint.auth === 'bearer' ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
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
    const error = noAnswer(cause);
    logFailure(name, endpoint, error, input);
    throw error;
  }
  return response;
}

/** A non-2xx answer as the ApiError to throw, logged; a 401 on a signed-in call ends the session. */
function failed(
  name: EndpointName,
  route: ApiRoute,
  input: WireInput,
  status: number,
  json: unknown,
): ApiError {
  const error = errorOfAnswer(status, json);
  logFailure(name, route, error, input);
  if (status === 401 && route.auth === 'bearer') {
    clearSession();
    emitUnauthorized();
  }
  return error;
}
