import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageEndpoints } from './page-endpoints.ts';

describe('an endpoints file as the page builds it', () => {
  it('keeps of each endpoint its route and answers, whatever the request schemas hold', () => {
    const code = [
      "const common = { 400: errorBody, summary: 'not an endpoint' };",
      'export const a = endpoint({',
      "  method: 'GET',",
      "  path: '/a/:id', // the id, as {the server} reads it",
      "  summary: 'The customer\\'s (domiciles)',",
      '  params: z.object({ id: idParam, other: z.array(z.string().check(z.regex(/^[a-z]{2}$/))) }),',
      "  auth: 'bearer',",
      '  query: q,',
      '  responses: { 200: envelope(z.object({ body: z.string() })), ...common },',
      '});',
      'export const b = endpoint({',
      "  method: 'POST',",
      '  summary:',
      '    "The professional\'s clients, " + `capped`,',
      '  body: z.object({ summary: z.string(), nested: { x: [1, 2] } }),',
      '  responses: { 201: envelope(z.object({ summary: z.string() })) },',
      '});',
    ].join('\n');
    // The spaces before a property left out stay: lines of only spaces, which the minifier drops.
    const lines = pageEndpoints(code)
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.join('\n')).toBe(
      [
        "const common = { 400: errorBody, summary: 'not an endpoint' };",
        'export const a = endpoint({',
        "  method: 'GET',",
        "  path: '/a/:id', // the id, as {the server} reads it",
        "  auth: 'bearer',",
        '  responses: { 200: envelope(z.object({ body: z.string() })), ...common },',
        '});',
        'export const b = endpoint({',
        "  method: 'POST',",
        '  responses: { 201: envelope(z.object({ summary: z.string() })) },',
        '});',
      ].join('\n'),
    );
  });

  it('reads every endpoints file of the contracts', () => {
    const api = path.resolve(import.meta.dirname, '../../../packages/contracts/src/api/office.ts');
    const trimmed = pageEndpoints(readFileSync(api, 'utf8'));
    expect(trimmed).toContain("path: '/office/installers'");
    expect(trimmed).not.toMatch(/\n\s+(summary|body|params|query):/);
  });
});
