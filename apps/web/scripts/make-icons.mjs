// Draws the app icons (blue tile, white globe) as PNGs without any image library; run with `npm run icons`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [22, 119, 255];
const WHITE = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function icon(size, { rounded, scale }) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const c = size / 2;
  const r = (size / 2) * scale * 0.62;
  const stroke = size * 0.035 * scale;
  const corner = rounded ? size * 0.2 : 0;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const d = Math.hypot(dx, dy);
      // Globe: outer ring, equator, one meridian ellipse.
      const ring = Math.abs(d - r) < stroke;
      const equator = Math.abs(dy) < stroke / 2 && d < r;
      const meridian = Math.abs(Math.hypot(dx / 0.45, dy) - r) < stroke * 1.4 && d < r;
      const inCorner =
        corner > 0 &&
        (Math.min(x, size - 1 - x) < corner && Math.min(y, size - 1 - y) < corner) &&
        Math.hypot(Math.min(x, size - 1 - x) - corner, Math.min(y, size - 1 - y) - corner) > corner;
      const px = inCorner ? WHITE : ring || equator || meridian ? WHITE : BLUE;
      raw.set(px, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/', import.meta.url);
writeFileSync(new URL('icons/icon-192.png', out), icon(192, { rounded: false, scale: 1 }));
writeFileSync(new URL('icons/icon-512.png', out), icon(512, { rounded: false, scale: 1 }));
// Maskable icons keep the artwork inside the 80% safe zone.
writeFileSync(new URL('icons/icon-maskable-512.png', out), icon(512, { rounded: false, scale: 0.8 }));
writeFileSync(new URL('favicon.png', out), icon(48, { rounded: false, scale: 1 }));
