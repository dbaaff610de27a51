import { readFileSync } from 'node:fs';

/**
 * The API's version: its package's (apps/api/package.json, beside src/ and dist/ alike), read once at start so
 * the OpenAPI document and the geocoder's User-Agent follow a release without a literal to keep in step.
 */
export const API_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
