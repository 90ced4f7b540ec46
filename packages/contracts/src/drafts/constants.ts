/** Server drafts of publish forms (`temporaryLog/*`, docs/smaller-screens.md): plain limits the web may import. */
export const DRAFTS = {
  /** A form's key: the screen's own name for its draft (`social.post`, `listing.housing`...). */
  formKeyPattern: '^[a-z][a-zA-Z0-9._-]{1,63}$',
  formKeyMax: 64,
  titleMax: 80,
  /** The draft's JSON, as stored: at most this many bytes (UTF-8). */
  contentMaxBytes: 32 * 1024,
  /** Drafts one member keeps at most; the oldest go first. */
  perMember: 50,
  /** A draft not saved again for this long is removed. */
  ttlDays: 30,
  pageMax: 50,
  /** The web hook saves this long after the last change. */
  saveDelayMs: 1500,
} as const;
