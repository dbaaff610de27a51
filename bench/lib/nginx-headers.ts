/**
 * How many bytes more production's nginx spends on one response's HTTP/2 header block than the bench's TLS
 * proxy (tls-proxy.ts, node:http2 with no HPACK dynamic table), an estimate from the two encoders' rules:
 *
 * - nginx's filter (ngx_http_v2_filter_module.c) writes the status, its own `server` and `date`, the
 *   `content-type`, `content-length` and `location` by their HPACK static table index with a 6-bit prefix
 *   (one byte), and every other header as a literal with its name spelled out, Huffman-coded;
 * - nghttp2 names every header it finds in the static table by its index, without indexing (a 4-bit prefix:
 *   two bytes for all but the pseudo-headers), and spells out the rest as nginx does. Values are Huffman-coded
 *   when shorter by both.
 *
 * So nginx adds, per response, the Huffman-coded length of each static-table name it spells out (its literal
 * costs a zero byte and a length byte where nghttp2 spends two index bytes), saves one byte on each header it
 * writes by a one-byte index, and adds its `server` header. Checked against nginx 1.22.1 itself on the first
 * visit (docs/PERFORMANCE.md, 2026-11-27): within 1%, the model ignoring how nginx's upstream module files
 * each header it copies.
 */
export function nginxHeaderExtra(headers: Readonly<Record<string, unknown>>): number {
  let extra = NGINX_SERVER_HEADER;
  for (const name of Object.keys(headers)) {
    if (BY_ONE_BYTE_INDEX.has(name)) extra -= 1;
    else if (STATIC_TABLE_NAMES.has(name)) extra += huffmanLength(name);
  }
  return extra;
}

/**
 * `server: nginx/1.22.1`: the index byte, a length byte and 9 bytes of Huffman code. `server_tokens` is on by
 * default and docs/DEPLOY.md does not turn it off (`server_tokens off;` would make it 6 bytes: "nginx").
 */
const NGINX_SERVER_HEADER = 11;

/** What nginx writes by a one-byte static index (nginx replaces the server's own `date`, with the same size). */
const BY_ONE_BYTE_INDEX = new Set(['content-type', 'content-length', 'date', 'location']);

/** RFC 7541 Appendix A: the static table's response-side header names (requests' ones never come back). */
const STATIC_TABLE_NAMES = new Set([
  'accept-ranges',
  'access-control-allow-origin',
  'age',
  'allow',
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-location',
  'content-range',
  'etag',
  'expires',
  'last-modified',
  'link',
  'proxy-authenticate',
  'refresh',
  'retry-after',
  'set-cookie',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'via',
  'www-authenticate',
]);

/** RFC 7541 Appendix B: the Huffman code's length in bits of the characters a header name is made of. */
const FIVE_BITS = '012aceiost';
const SIX_BITS = '-3456789bdfghlmnpru';
const SEVEN_BITS = 'jkqvwxyz';

function huffmanLength(text: string): number {
  let bits = 0;
  for (const character of text) {
    if (FIVE_BITS.includes(character)) bits += 5;
    else if (SIX_BITS.includes(character)) bits += 6;
    else if (SEVEN_BITS.includes(character)) bits += 7;
    // Nothing else is in the names above; a byte is an upper bound for the rare ones.
    else bits += 8;
  }
  return Math.ceil(bits / 8);
}
