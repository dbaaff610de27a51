import { type EndpointDef, fillPath } from '@installer/contracts';
import fc from 'fast-check';
import { asText, hostile, validish, wildValue } from './zod-arbitrary.ts';

/** One generated call of an endpoint: the path with its params filled, the query, and the raw body. */
export interface FuzzRequest {
  path: string;
  query: string;
  body?: { text: string; contentType?: string };
}

/** Path segments beyond the schema: traversal, encodings, numbers in other notations, overlong. */
const nastySegment = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '0',
  '-1',
  '1.5',
  '1.0',
  '1e0',
  '+1',
  '1e3',
  '0x10',
  ' 1',
  '01',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'null',
  '__proto__',
  "1' OR '1'='1",
  '😀',
  'a'.repeat(300),
);

function segment(schema: Parameters<typeof validish>[0]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validish(schema).map(asText) },
    { weight: 1, arbitrary: nastySegment },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }) },
  );
}

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? '' : `q=${encodeURIComponent(asText(value))}`;
  }
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    // Arrays travel as repeated keys, which a parser may hand over as an array where a string is expected.
    for (const one of Array.isArray(item) ? item : [item]) params.append(key, asText(one));
  }
  return params.toString();
}

/** Bodies that are not the JSON they claim to be, or not JSON at all. */
const malformedBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'null',
    '"text"',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '\u0000\u0001',
    '{"a":1}{"b":2}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** The generated calls of an endpoint: inside its contract, around it, and far outside it. */
export function fuzzRequest(def: EndpointDef): fc.Arbitrary<FuzzRequest> {
  const paramShape = def.params?._zod.def.shape ?? {};
  const paramKeys = Object.keys(paramShape);
  const params = fc
    .tuple(...paramKeys.map((key) => segment(paramShape[key] as Parameters<typeof validish>[0])))
    .map((values) => Object.fromEntries(paramKeys.map((key, i) => [key, values[i] ?? ''])));

  // Node refuses a request line over 16 KB before the server sees it (431, tested on its own): query values
  // stay under that so the fuzz reaches the routes.
  const shortEnough = (value: unknown) => queryString(value).length < 8_000;
  const query = (
    def.query
      ? fc.oneof({ weight: 3, arbitrary: validish(def.query) }, { weight: 2, arbitrary: hostile(def.query) })
      : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: wildValue })
  ).filter(shortEnough);

  const jsonBody = def.body
    ? fc.oneof({ weight: 3, arbitrary: validish(def.body) }, { weight: 3, arbitrary: hostile(def.body) })
    : wildValue;
  const body = fc.oneof(
    { weight: 6, arbitrary: jsonBody.map((value) => ({ text: JSON.stringify(value) ?? 'null' })) },
    { weight: 1, arbitrary: malformedBody.map((text) => ({ text })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          jsonBody.map((value) => JSON.stringify(value) ?? 'null'),
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
          ),
        )
        .map(([text, contentType]) => ({ text, contentType })),
    },
  );
  // GET calls carry no body; a POST without a body schema still receives garbage now and then.
  const maybeBody =
    def.method === 'GET'
      ? fc.constant(undefined)
      : def.body
        ? body
        : fc.option(body, { nil: undefined, freq: 2 });

  return fc.record({ params, query, body: maybeBody }).map(({ params: filled, query: q, body: b }) => ({
    path: fillPath(def.path, filled),
    query: queryString(q),
    ...(b ? { body: b } : {}),
  }));
}
