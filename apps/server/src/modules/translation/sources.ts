import type { TranslationSourceType } from '@haiwai/contracts/translation/constants';
import type { AuthUser } from '../../core/routes.js';

/** One field of a thing to translate: plain text (line breaks kept) or an article's sanitized rich text. */
export interface TranslatableField {
  name: string;
  text: string;
  format: 'text' | 'html';
}

/**
 * What a module answers for one of its things: the fields the reader may read now, or null when the reader may
 * not see it (gone, hidden, not theirs to read, a recalled message) — the caller then hears "not found".
 */
export type TranslationSourceResolver = (reader: AuthUser, id: number) => Promise<TranslatableField[] | null>;

/**
 * Where the modules that own translatable things say how to read them (listings, posts, comments, articles, chat
 * messages): registered in their `init`, so the translation module never reads another module's tables.
 */
export class TranslationSources {
  private readonly byType = new Map<TranslationSourceType, TranslationSourceResolver>();

  register(type: TranslationSourceType, resolver: TranslationSourceResolver): void {
    if (this.byType.has(type)) throw new Error(`translation source ${type} registered twice`);
    this.byType.set(type, resolver);
  }

  has(type: TranslationSourceType): boolean {
    return this.byType.has(type);
  }

  async read(type: TranslationSourceType, reader: AuthUser, id: number): Promise<TranslatableField[] | null> {
    const resolver = this.byType.get(type);
    return resolver ? resolver(reader, id) : null;
  }
}
