import { MEDIA } from '@haiwai/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, badRequest } from '../../core/errors.js';
import { decodeHeic, isHevc, type RawImage } from './heic.js';
import { SHARP_FORMAT, sniffImage, type ImageMime } from './sniff.js';

/** A 10 MB file can still decode to gigabytes (a "pixel bomb"); this covers 48 MP phone cameras with room. */
export const MAX_INPUT_PIXELS = 70_000_000;

export type StoredMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export interface EncodedImage {
  buffer: Buffer;
  mime: StoredMime;
  width: number;
  height: number;
}

export const tooLarge = (maxBytes: number = MEDIA.maxUploadBytes) =>
  new AppError(413, maxBytes === MEDIA.maxUploadBytes ? 'media.too_large' : 'media.file_too_large', { max: `${Math.round(maxBytes / 1048576)} MB` });

async function readMetadata(input: Buffer, detected: ImageMime): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('media.bad_image');
  }
  // The header said one thing and the decoder found another: a crafted or broken file.
  if (meta.format !== SHARP_FORMAT[detected] || !meta.width || !meta.height) throw badRequest('media.bad_image');
  const pages = meta.pages ?? 1;
  if (meta.width * meta.height * pages > MAX_INPUT_PIXELS) {
    throw new AppError(413, 'media.too_large', { max: `${Math.round(MAX_INPUT_PIXELS / 1e6)} MP` });
  }
  return meta;
}

/** The upload's bytes, or for an HEIC photo its decoded pixels (heic.ts): what sharp reads from here on. */
interface Source {
  input: Buffer;
  raw?: RawImage['raw'];
}

const open = (src: Source, opts: { limitInputPixels: number; animated?: boolean }): Sharp => sharp(src.input, src.raw ? { ...opts, raw: src.raw } : opts);

/** HEIC photos are decoded here (sharp's build has no HEVC decoder); everything else goes to sharp as it came. */
async function sourceOf(input: Buffer, meta: Metadata): Promise<Source> {
  if (!isHevc(meta)) return { input };
  try {
    const decoded = await decodeHeic(input);
    return { input: decoded.data, raw: decoded.raw };
  } catch {
    throw badRequest('media.bad_image');
  }
}

/** True when the image has an alpha channel that is actually used (some pixel not fully opaque). */
async function usesAlpha(src: Source, meta: Metadata): Promise<boolean> {
  if (!meta.hasAlpha && !src.raw) return false;
  const stats = await open(src, { limitInputPixels: MAX_INPUT_PIXELS }).stats();
  return !stats.isOpaque;
}

function fitWithin(img: Sharp): Sharp {
  return img.resize({ width: MEDIA.maxDimension, height: MEDIA.maxDimension, fit: 'inside', withoutEnlargement: true });
}

/**
 * Re-encodes an upload so that what we store and serve is always our own output: orientation applied,
 * EXIF/GPS/XMP/ICC dropped (sharp writes no metadata unless asked to), size capped. Photos become JPEG;
 * images with transparency stay lossless PNG (or WebP when sent as WebP); animations keep their frames. iPhone
 * HEIC/HEIF photos become JPEG like any other photo.
 */
export async function reencodeUpload(input: Buffer): Promise<EncodedImage> {
  const detected = sniffImage(input);
  if (!detected) throw new AppError(415, 'media.bad_type');
  const meta = await readMetadata(input, detected);
  const animated = (meta.pages ?? 1) > 1 && (detected === 'image/gif' || detected === 'image/webp');
  const opts = { limitInputPixels: MAX_INPUT_PIXELS, animated };
  const src = await sourceOf(input, meta);
  try {
    let img: Sharp;
    let mime: StoredMime;
    if (animated) {
      // Animations carry no EXIF orientation; rotating a frame strip would scramble it.
      img = fitWithin(open(src, opts));
      if (detected === 'image/gif') [img, mime] = [img.gif(), 'image/gif'];
      else [img, mime] = [img.webp({ quality: 82 }), 'image/webp'];
    } else if (await usesAlpha(src, meta)) {
      img = fitWithin(open(src, opts).rotate());
      if (detected === 'image/webp') [img, mime] = [img.webp({ quality: 90, alphaQuality: 100 }), 'image/webp'];
      else [img, mime] = [img.png({ compressionLevel: 9, adaptiveFiltering: true }), 'image/png'];
    } else {
      img = fitWithin(open(src, opts).rotate()).flatten({ background: '#ffffff' });
      [img, mime] = [img.jpeg({ quality: 82, mozjpeg: true }), 'image/jpeg'];
    }
    const { data, info } = await img.toBuffer({ resolveWithObject: true });
    const height = animated ? (info.pageHeight ?? info.height) : info.height;
    return { buffer: data, mime, width: info.width, height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest('media.bad_image');
  }
}
