import type { Metadata } from 'sharp';

/** Raw RGBA pixels, as sharp takes them (`sharp(data, { raw })`). */
export interface RawImage {
  data: Buffer;
  raw: { width: number; height: number; channels: 4 };
}

/**
 * True for an HEVC-coded HEIF (iPhone photos: `ftypheic`, `heix`, `mif1`, `msf1`...). sharp reads such a file's
 * container (size, pages) but its prebuilt libvips carries no HEVC decoder (a patent matter), so the pixels come
 * from heic-decode: libheif with libde265 built to WebAssembly, from the npm registry, no system library needed.
 * AVIF (AV1 in the same container) is decoded by sharp itself.
 */
export const isHevc = (meta: Metadata): boolean => meta.format === 'heif' && meta.compression === 'hevc';

/**
 * The primary picture of an HEIC file, rotated and mirrored as the file says (libheif applies `irot`/`imir`).
 * Loaded on first use: the decoder is a 1.5 MB WebAssembly module no other upload needs. The caller has checked
 * the size from the container's header first (a pixel bomb never reaches the decoder).
 */
export async function decodeHeic(input: Buffer): Promise<RawImage> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: input });
  const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return { data, raw: { width: image.width, height: image.height, channels: 4 } };
}
