import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { JsonText } from '../answers/json-text.ts';

/** The answer's shape broke its contract: a bug of ours, so the error handler answers 500 and logs it. */
class ResponseContractError extends Error {
  constructor(method: string, url: string, detail: string) {
    super(`Response of ${method} ${url} does not match its contract: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

type Compiler = FastifySerializerCompiler<z.core.$ZodType>;

/**
 * Production: answers are written with JSON.stringify, not checked again with zod on every request (9% of
 * a poll's CPU, docs/decisions/0005-hot-path.md). What guarantees they match their contracts is the checking
 * serializer below, which every API test suite runs (test/harness.ts: NODE_ENV=test).
 */
export const fastSerializerCompiler: Compiler = () => (data) =>
  data instanceof JsonText ? data.text : JSON.stringify(data);

const zodSerializerCompiler = createSerializerCompiler({});

/**
 * Development and tests: each answer is checked against its contract, and more strictly than zod's own
 * serializer, which quietly drops keys the contract does not name. Here a key too many, a value the contract
 * would write differently, or JSON text that does not parse fails the request (500): so what production
 * writes without checking is what the contract admits, and a route that breaks its contract fails its tests.
 */
export const checkingSerializerCompiler: Compiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  return (data) => {
    const text = data instanceof JsonText ? data.text : JSON.stringify(data);
    const written: unknown = parse(text, route);
    // zod's serializer writes keys in the contract's order; only what they say has to agree.
    const checked: unknown = JSON.parse(serialize(written));
    if (!isDeepStrictEqual(checked, written)) {
      throw new ResponseContractError(
        route.method,
        route.url,
        `the contract writes ${truncate(JSON.stringify(checked))} where the route wrote ${truncate(text)}`,
      );
    }
    return text;
  };
};

function parse(text: string, route: { method: string; url: string }): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ResponseContractError(route.method, route.url, `JSON text that does not parse: ${error}`);
  }
}

const truncate = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}...` : text);
