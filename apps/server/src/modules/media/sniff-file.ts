/**
 * Non-image uploads (chat voice, video and files), typed by their leading bytes. The declared type only
 * chooses between audio and video for containers that hold either (WebM, MP4/M4A, Ogg); a file that
 * matches nothing here is refused, so we never serve bytes under a type that could run script (HTML, SVG).
 */
export type FileKind = 'audio' | 'video' | 'file';
export interface SniffedFile {
  mime: string;
  kind: FileKind;
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');
const AUDIO_MP4_BRANDS = new Set(['M4A ', 'M4B ', 'F4A ']);
const VIDEO_MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'qt  ', '3gp4', '3gp5', '3g2a']);
const OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

function looksLikeText(buf: Buffer): boolean {
  const sample = buf.subarray(0, 4096);
  if (sample.includes(0)) return false;
  const text = sample.toString('utf8');
  // Allow a cut multi-byte character at the end of the sample; anything else invalid means binary.
  return !text.slice(0, -2).includes('\uFFFD') && !/<(html|script|svg|!doctype)/i.test(text);
}

export function sniffFile(buf: Buffer, declaredType: string, fileName: string): SniffedFile | null {
  const wantsVideo = declaredType.startsWith('video/');
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3) return wantsVideo ? { mime: 'video/webm', kind: 'video' } : { mime: 'audio/webm', kind: 'audio' };
  if (buf.length >= 4 && ascii(buf, 0, 4) === 'OggS') return wantsVideo ? { mime: 'video/ogg', kind: 'video' } : { mime: 'audio/ogg', kind: 'audio' };
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WAVE') return { mime: 'audio/wav', kind: 'audio' };
  if (buf.length >= 3 && (ascii(buf, 0, 3) === 'ID3' || (buf[0] === 0xff && (buf[1]! & 0xe0) === 0xe0 && (buf[1]! & 0x06) !== 0))) {
    // MPEG audio (layer bits set); AAC ADTS has layer 00.
    return { mime: 'audio/mpeg', kind: 'audio' };
  }
  if (buf.length >= 2 && buf[0] === 0xff && (buf[1]! & 0xf6) === 0xf0) return { mime: 'audio/aac', kind: 'audio' };
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp') {
    const brand = ascii(buf, 8, 12);
    if (AUDIO_MP4_BRANDS.has(brand)) return { mime: 'audio/mp4', kind: 'audio' };
    if (brand === 'qt  ') return { mime: 'video/quicktime', kind: 'video' };
    if (VIDEO_MP4_BRANDS.has(brand) || brand.startsWith('3g')) return declaredType.startsWith('audio/') ? { mime: 'audio/mp4', kind: 'audio' } : { mime: 'video/mp4', kind: 'video' };
    return null;
  }
  if (buf.length >= 5 && ascii(buf, 0, 5) === '%PDF-') return { mime: 'application/pdf', kind: 'file' };
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x504b0304) {
    const ext = fileName.toLowerCase().split('.').pop() ?? '';
    return { mime: OFFICE[ext] ?? 'application/zip', kind: 'file' };
  }
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0) return { mime: 'application/msword', kind: 'file' };
  if (looksLikeText(buf)) return { mime: 'text/plain; charset=utf-8', kind: 'file' };
  return null;
}
