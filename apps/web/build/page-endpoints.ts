import path from 'node:path';
import type { Plugin } from 'vite';

const CONTRACTS_API = path.resolve(import.meta.dirname, '../../../packages/contracts/src/api');

/** What the page never reads of an endpoint: its OpenAPI summary, and its request's schemas. */
const LEFT_OUT = new Set(['summary', 'params', 'query', 'body']);

const OPEN = '([{';
const CLOSE = ')]}';

/** The index just past the string literal or comment that starts at `at`, or `at` when none does. */
function skipLiteral(code: string, at: number): number {
  const char = code[at];
  if (char === '/' && code[at + 1] === '/') {
    const end = code.indexOf('\n', at);
    return end === -1 ? code.length : end;
  }
  if (char === '/' && code[at + 1] === '*') return code.indexOf('*/', at + 2) + 2;
  if (char !== "'" && char !== '"' && char !== '`') return at;
  let index = at + 1;
  while (index < code.length && code[index] !== char) index += code[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The index of the bracket that closes the one at `open`. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index += 1) {
    const skipped = skipLiteral(code, index);
    if (skipped !== index) {
      index = skipped - 1;
      continue;
    }
    if (OPEN.includes(code[index] ?? '')) depth += 1;
    else if (CLOSE.includes(code[index] ?? '')) {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error('unbalanced brackets in an endpoints file');
}

/** An object literal's text (its braces excluded) without its top-level properties named in LEFT_OUT. */
function withoutProperties(body: string): string {
  let out = '';
  let index = 0;
  while (index < body.length) {
    // What comes before the property (spaces, comments) stays.
    let lead = index;
    for (;;) {
      while (/\s/.test(body[lead] ?? '')) lead += 1;
      const skipped = body[lead] === '/' ? skipLiteral(body, lead) : lead;
      if (skipped === lead) break;
      lead = skipped;
    }
    out += body.slice(index, lead);
    index = lead;
    const property = /^([A-Za-z_$][\w$]*)\s*:/.exec(body.slice(index));
    // The value runs to the next comma at this depth (or the end).
    let end = index + (property?.[0].length ?? 0);
    while (end < body.length && body[end] !== ',') {
      const skipped = skipLiteral(body, end);
      if (skipped !== end) end = skipped;
      else if (OPEN.includes(body[end] ?? '')) end = closing(body, end) + 1;
      else end += 1;
    }
    const next = Math.min(end + 1, body.length);
    if (!(property?.[1] && LEFT_OUT.has(property[1]))) out += body.slice(index, next);
    index = next;
  }
  return out;
}

/** An endpoints' file whose `endpoint({...})` definitions keep only what the page reads. */
export function pageEndpoints(code: string): string {
  let out = '';
  let index = 0;
  for (;;) {
    const call = code.indexOf('endpoint({', index);
    if (call === -1) return out + code.slice(index);
    const open = call + 'endpoint('.length;
    const close = closing(code, open);
    out += code.slice(index, open + 1) + withoutProperties(code.slice(open + 1, close));
    index = close;
  }
}

/**
 * The page reads of an endpoint its route and its answers' schemas (lib/api/client.ts): its `summary` is the
 * server's OpenAPI description, and its request's schemas (`params`, `query`, `body`) are the server's to check.
 * Every endpoint of a contracts file is in that file's lazy chunk (build/api-routes.ts): the page's build leaves
 * those properties out of the endpoints' files, so the schemas only they name are not bundled (0.1 to 0.3 KB
 * gzip a chunk; docs/decisions/0009-web-start-up.md, item 15). A schema a screen names itself stays.
 */
export function pageEndpointsOnly(): Plugin {
  return {
    name: 'installer-page-endpoints',
    apply: 'build',
    transform(code, id) {
      const file = path.resolve(id.split('?')[0] ?? id);
      if (path.dirname(file) !== CONTRACTS_API || !file.endsWith('.ts')) return null;
      const trimmed = pageEndpoints(code);
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
