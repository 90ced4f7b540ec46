/**
 * Private media (docs/media.md): what a file is for decides who may read it. An upload that names no purpose is
 * public (listing photos, avatars, post images, logos); one that names a purpose is private, readable by its
 * uploader and by whoever the module that declared the purpose says (the conversation's members, the area's
 * admins...), and only through short-lived signed links.
 *
 * A new kind of private file (visa documents, evidence, contracts) adds its name here and declares its read rule
 * in its server module (`privateMedia.declare(purpose, { canRead })`).
 */
export const MEDIA_PURPOSES = ['chat', 'real_name', 'visa', 'licence', 'evidence'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

export const PRIVATE_MEDIA = {
  /** Signed links are made for 5-minute windows and live until the end of the next one: 5 to 10 minutes. */
  windowSeconds: 300,
  /** The longest a link lives (the bound). */
  maxLinkSeconds: 600,
  /** Where signed links live: never under the public, long-cached `/api/media/<hash>`. */
  pathPrefix: '/api/media/private/',
  /** URLs one `mediaLinks` call may ask about. */
  maxLinksPerCall: 100,
} as const;
