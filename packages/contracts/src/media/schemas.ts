import { z } from 'zod';
import { uploadedMedia } from '../entities.js';
import { route } from '../route.js';
import { MEDIA_PURPOSES, PRIVATE_MEDIA } from './constants.js';

/**
 * The media store's calls (docs/media.md): uploads, public or private by purpose, and signed links to private
 * files. The files themselves are served by `GET /api/media/:hash` (public) and `GET /api/media/private/:hash/:token`
 * (signed), plain URLs an <img> can load, outside this table.
 */

export const mediaPurposeSchema = z.enum(MEDIA_PURPOSES);

/** A file of this store as references keep it: `/api/media/` and its 128-bit id in lowercase hex. */
export const storeMediaUrlSchema = z.string().max(64).regex(/^\/api\/media\/[0-9a-f]{32}$/, 'media_url');

const uploadQuery = z.object({
  purpose: mediaPurposeSchema
    .optional()
    .describe('Makes the upload private, for this use: `chat` (readable by the conversations it is sent to), `real_name` (ID photos: you and your area’s admins). None: public'),
});

export const mediaLinkList = z.object({
  /** Unix seconds until which every link of this answer works (5 to 10 minutes from now). */
  expires_at: z.number().int(),
  /** In the order asked: a public file's own URL, a signed link to a private one the caller may read, else null. */
  links: z.array(z.object({ url: z.string(), link: z.string().nullable() })),
});
export type MediaLinkList = z.infer<typeof mediaLinkList>;

export const mediaApi = {
  mediaUploadFile: route({ method: 'POST', path: '/media/file', access: 'user', errors: [429], tag: 'media', summary: 'Upload a voice recording, video or document (multipart field `file`; typed by its bytes: audio webm/ogg/mp4/mp3/wav/aac, video mp4/webm/quicktime, PDF, Office, plain text; at most 50 MB). With `purpose` it is private and the answer carries a signed `link`', upload: 'file', query: uploadQuery, data: uploadedMedia }),
  mediaUpload: route({ method: 'POST', path: '/media/upload', access: 'user', errors: [429], tag: 'media', summary: 'Upload an image (multipart field `file`; `_timestamp`/`_sign` in the query string; JPEG, PNG, WebP, GIF, AVIF, HEIC/HEIF). With `purpose` it is private and the answer carries a signed `link`', upload: 'file', query: uploadQuery, data: uploadedMedia }),
  mediaLinks: route({ method: 'POST', path: '/media/links', access: 'user', quiet: true, tag: 'media', summary: `Signed links (5 to 10 minutes, for the caller only) to private files the caller may read; public files answer their own URL. At most ${PRIVATE_MEDIA.maxLinksPerCall} URLs`, body: z.object({ urls: z.array(storeMediaUrlSchema).min(1).max(PRIVATE_MEDIA.maxLinksPerCall) }), data: mediaLinkList }),
};
