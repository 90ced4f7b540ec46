/**
 * Headers for non-image files served from the media store (voice, video, documents, text): always a
 * download (`attachment`) with a cleaned file name, under a policy that gives the bytes no script, no
 * plugin and a unique origin even if a browser were to render them. <audio>/<video> elements ignore
 * Content-Disposition, so chat playback is unchanged.
 */
export const FILE_CSP = "default-src 'none'; sandbox";

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
  'text/plain; charset=utf-8': 'txt',
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'video/ogg': 'ogv',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/aac': 'aac',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

export const extensionFor = (mime: string): string => EXTENSIONS[mime] ?? 'bin';

/**
 * The last path segment, with control and bidirectional-override characters, quotes and the characters
 * file systems refuse replaced by `_`, no leading dots, at most 100 characters, then the type's own
 * extension unless it already ends with it (so `page.html` served as a PDF saves as `page.html.pdf`).
 */
export function cleanFileName(name: string, mime: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  // 100 characters, not UTF-16 units: cutting an emoji in half left a lone surrogate that encodeURIComponent throws on.
  const clean = [...base.replace(/[\u0000-\u001f\u007f"*:<>?|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '_').replace(/^[.\s]+/, '').trim()].slice(0, 100).join('');
  if (!clean) return null;
  const ext = extensionFor(mime);
  return clean.toLowerCase().endsWith(`.${ext}`) ? clean : `${clean}.${ext}`;
}

/** RFC 5987 value: percent-encoded UTF-8. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="<hash>.<ext>"`, or the cleaned `name` (ASCII fallback plus the UTF-8 spelling). */
export function contentDisposition(hash: string, mime: string, name?: string): string {
  const clean = name ? cleanFileName(name, mime) : null;
  if (!clean) return `attachment; filename="${hash}.${extensionFor(mime)}"`;
  const ascii = clean.replace(/[^\x20-\x7e]|%/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(clean)}`;
}
