/** Image types we accept, told apart by their leading bytes: the file name and declared type are never trusted. */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif' | 'image/heif';

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** ISO-BMFF (`ftyp` box): the major brand, then the compatible ones, decide AVIF versus HEIF. */
function sniffFtyp(buf: Buffer): ImageMime | null {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
  const brands = [ascii(buf, 8, 12)];
  for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(buf, i, i + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
  if (brands.some((b) => HEIF_BRANDS.has(b))) return 'image/heif';
  return null;
}

export function sniffImage(buf: Buffer): ImageMime | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'image/gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'image/webp';
  return sniffFtyp(buf);
}

/** sharp's `metadata().format` for each accepted type (AVIF and HEIF are both `heif` to libvips). */
export const SHARP_FORMAT: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
  'image/heif': 'heif',
};
