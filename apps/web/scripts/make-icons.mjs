// Writes the PWA icons (192 and 512, which Chromium's install criteria ask for, and a maskable 512 for
// launchers that crop) as PNGs with Node alone (zlib), so the committed images can be regenerated without an
// image library: `node apps/web/scripts/make-icons.mjs`. The glyph, a sensor (a ring around a dot) in white
// on the theme blue, stays inside the maskable safe zone (the centred circle of 40 % radius) so no launcher
// mask cuts it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const BLUE = [0x15, 0x65, 0xc0];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4;

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Share of the pixel (x, y) covered by the glyph, supersampled so edges are smooth. */
function coverage(x, y, size, scale) {
  const centre = size / 2;
  let inside = 0;
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < SAMPLES; j++) {
      const dx = (x + (i + 0.5) / SAMPLES - centre) / size;
      const dy = (y + (j + 0.5) / SAMPLES - centre) / size;
      const r = Math.hypot(dx, dy) / scale;
      if (r <= 0.12 || (r >= 0.26 && r <= 0.34)) inside++;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

function png(size, scale) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const c = coverage(x, y, size, scale);
      for (let k = 0; k < 3; k++) row[1 + x * 3 + k] = Math.round(BLUE[k] * (1 - c) + WHITE[k] * c);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync(path.join(OUT, 'icon-192.png'), png(192, 1));
writeFileSync(path.join(OUT, 'icon-512.png'), png(512, 1));
// Maskable: the same glyph a little smaller, well inside the safe zone.
writeFileSync(path.join(OUT, 'icon-maskable-512.png'), png(512, 0.85));
writeFileSync(path.join(OUT, 'apple-touch-icon-180.png'), png(180, 0.9));
