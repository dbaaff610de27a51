import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the built app's index.html: the first script of
 * the page is inline so that it runs before anything else is fetched (apps/web/build/inline-script.ts), and
 * a hash allows exactly that script, nothing a page could inject (docs/decisions/0011-security-headers.md).
 * None when the app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
