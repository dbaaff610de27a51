import path from 'node:path';
import type { Plugin } from 'vite';

const CONTRACTS_API = path.resolve(import.meta.dirname, '../../../packages/contracts/src/api');

// A string literal in one of the three quotes, escapes included.
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\]|\\.)*\`)`;
const SUMMARY = new RegExp(String.raw`\bsummary:\s*${STRING}(?:\s*\+\s*${STRING})*\s*,`, 'g');

/** An endpoints' file without its endpoints' `summary` properties. */
export function withoutSummaries(code: string): string {
  return code.replace(SUMMARY, '');
}

/**
 * An endpoint's `summary` is the API's documentation (the server's OpenAPI description): the page never reads
 * it. The page's build leaves it out of the contracts' endpoint files, whose every endpoint a screen's lazy
 * schemas chunk carries (build/api-routes.ts): 0.1 to 0.3 KB gzip a chunk, 0.7 KB on step 4
 * (docs/decisions/0009-web-start-up.md, item 15).
 */
export function endpointSummariesOut(): Plugin {
  return {
    name: 'installer-endpoint-summaries-out',
    apply: 'build',
    transform(code, id) {
      const file = path.resolve(id.split('?')[0] ?? id);
      if (path.dirname(file) !== CONTRACTS_API || !file.endsWith('.ts')) return null;
      const stripped = withoutSummaries(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
