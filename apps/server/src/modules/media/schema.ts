import type { Generated } from 'kysely';

/** Who may read a stored file: anyone (`public`), or its uploader and whom its purpose's module allows (docs/media.md). */
export type MediaVisibility = 'public' | 'private';

declare module '../../db/schema.js' {
  /** Columns migration 202612040100-media-private adds to the kernel's `media` table. */
  interface MediaTable {
    visibility: Generated<MediaVisibility>;
    /** What a private file is for (`chat`, `real_name`...): the module that declared it decides who may read it. Null when public. */
    purpose: string | null;
  }
}
