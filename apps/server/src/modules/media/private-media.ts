import { MEDIA_URL_PREFIX, storeMediaHash, type UserRole } from '@haiwai/contracts';
import { MEDIA_PURPOSES, type MediaLinkList, type MediaPurpose } from '@haiwai/contracts/media';
import type { Kysely } from 'kysely';
import { badRequest } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { LinkSigner } from './links.js';

/** Who asks to read a file: a signed-in user (core/routes.ts's AuthUser has these fields). */
export interface MediaReader {
  id: number;
  role: UserRole;
  adminSiteAreaIds: readonly number[];
}

/** A private file, as a purpose's read rule sees it. */
export interface PrivateFile {
  hash: string;
  /** How references spell it: `/api/media/<hash>`. */
  url: string;
  purpose: MediaPurpose;
  /** The uploader, who may always read it; null once that account is gone. */
  ownerId: number | null;
  mime: string;
}

/** What a module declares for a purpose it owns. */
export interface MediaPurposeRules {
  /**
   * Whether `reader` may read `file`, besides its owner (always allowed): the members of a conversation it was sent
   * to, the admins of the owner's area... Asked when a link is made and when a file is attached, never per byte.
   */
  canRead(reader: MediaReader, file: PrivateFile): Promise<boolean>;
}

/**
 * The private media service the media module provides (`uses: ['privateMedia']`): modules declare their purposes in
 * `init`, the media routes ask it who may read what, and modules that answer with references to private files
 * (the real-name record) or take them (a chat message, a verification) call it for links and checks.
 */
export interface PrivateMedia {
  /** Makes and checks the signed links (links.ts). */
  readonly signer: LinkSigner;
  /** Declares who may read the files uploaded for `purpose`; each purpose once, by the module that owns it. */
  declare(purpose: MediaPurpose, rules: MediaPurposeRules): void;
  isDeclared(purpose: string): boolean;
  /** The private file behind `hash`, or null when there is none (a public file, or nothing). */
  fileOf(hash: string): Promise<PrivateFile | null>;
  mayRead(reader: MediaReader | null, file: PrivateFile): Promise<boolean>;
  /** A signed link to a file for its reader (the caller has decided they may read it: an upload's own answer). */
  signFor(readerId: number, hash: string): string;
  /**
   * URLs as `reader` can load them now, in order: a public file's (or a foreign) URL as it is, a signed link to a
   * private file they may read, else null.
   */
  links(reader: MediaReader, urls: readonly string[]): Promise<MediaLinkList>;
  /**
   * Refuses (400 `media.not_attachable`) a reference to a private file that is not of `purpose` or that `reader`
   * may not read: nobody gains access to a file by naming it in a message or a form of their own.
   */
  requireAttachable(reader: MediaReader, urls: readonly string[], purpose: MediaPurpose): Promise<void>;
}

/** The service's one implementation, per app (so per database). */
export class PrivateMediaRegistry implements PrivateMedia {
  readonly #rules = new Map<string, MediaPurposeRules>();

  constructor(
    private readonly db: Kysely<DB>,
    readonly signer: LinkSigner,
  ) {}

  declare(purpose: MediaPurpose, rules: MediaPurposeRules): void {
    if (!(MEDIA_PURPOSES as readonly string[]).includes(purpose)) throw new Error(`media purpose ${purpose} is not listed in contracts' MEDIA_PURPOSES`);
    if (this.#rules.has(purpose)) throw new Error(`media purpose ${purpose} is declared twice`);
    this.#rules.set(purpose, rules);
  }

  isDeclared(purpose: string): boolean {
    return this.#rules.has(purpose);
  }

  async fileOf(hash: string): Promise<PrivateFile | null> {
    return (await this.#filesOf([hash])).get(hash) ?? null;
  }

  async mayRead(reader: MediaReader | null, file: PrivateFile): Promise<boolean> {
    if (!reader) return false;
    if (file.ownerId !== null && file.ownerId === reader.id) return true;
    const rules = this.#rules.get(file.purpose);
    return rules ? rules.canRead(reader, file) : false;
  }

  signFor(readerId: number, hash: string): string {
    return this.signer.sign(hash, readerId);
  }

  async links(reader: MediaReader, urls: readonly string[]): Promise<MediaLinkList> {
    const expires = this.signer.expiresAt();
    const files = await this.#filesOf(urls.map(storeMediaHash).filter((h): h is string => h !== null));
    const links = await Promise.all(
      urls.map(async (url) => {
        const hash = storeMediaHash(url);
        const file = hash ? files.get(hash) : undefined;
        if (!file) return { url, link: url };
        return { url, link: (await this.mayRead(reader, file)) ? this.signer.sign(file.hash, reader.id, expires) : null };
      }),
    );
    return { expires_at: expires, links };
  }

  async requireAttachable(reader: MediaReader, urls: readonly string[], purpose: MediaPurpose): Promise<void> {
    const files = await this.#filesOf(urls.map(storeMediaHash).filter((h): h is string => h !== null));
    for (const file of files.values()) {
      if (file.purpose !== purpose || !(await this.mayRead(reader, file))) throw badRequest('media.not_attachable');
    }
  }

  async #filesOf(hashes: readonly string[]): Promise<Map<string, PrivateFile>> {
    if (!hashes.length) return new Map();
    const rows = await this.db
      .selectFrom('media')
      .select(['hash', 'purpose', 'created_by', 'mime'])
      .where('hash', 'in', [...new Set(hashes)])
      .where('visibility', '=', 'private')
      .execute();
    return new Map(rows.map((r) => [r.hash, { hash: r.hash, url: `${MEDIA_URL_PREFIX}${r.hash}`, purpose: r.purpose as MediaPurpose, ownerId: r.created_by, mime: r.mime }]));
  }
}
