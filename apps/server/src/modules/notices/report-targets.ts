import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What a report needs to know about its target: the area whose admins handle it, and who wrote it. */
export interface ReportTargetInfo {
  siteAreaId: number;
  /** The content's author (null when it has none, such as an imported item). */
  authorId: number | null;
}

/** How the admin queue hides a reported item; the owning module notifies the author. */
export interface ReportHideInput {
  adminId: number;
  /** The report's reason (`spam`, `offensive`…). */
  reason: string;
  /** The admin's note, shown to the author as the reason. */
  note: string;
}

/** One reportable kind of thing, registered by the module that owns it. */
export interface ReportTargetType {
  /** null when the item does not exist or may not be reported (deleted, unpublished): a 404. */
  resolve(id: number): Promise<ReportTargetInfo | null>;
  /** Hides the item in the handling transaction; a type without it cannot be hidden from the queue. */
  hide?(trx: Transaction<DB>, id: number, input: ReportHideInput): Promise<void>;
}

/** Type names compare without case and dashes: `sh-goods`, `shgoods` and `shGoods` are one type. */
const keyOf = (type: string) => type.replace(/-/g, '').toLowerCase();

/**
 * The report queue's registry of target types (docs/moderation.md). Modules register in their `init`:
 * `ctx.use('reportTargets').register('social_post', { resolve, hide })`. A report of an unregistered type is a 404.
 */
export class ReportTargetRegistry {
  readonly #types = new Map<string, ReportTargetType>();

  register(type: string, target: ReportTargetType, opts: { aliases?: readonly string[] } = {}): void {
    for (const name of [type, ...(opts.aliases ?? [])]) {
      const key = keyOf(name);
      if (this.#types.has(key)) throw new Error(`report target type ${name} is registered twice`);
      this.#types.set(key, target);
    }
  }

  get(type: string): ReportTargetType | null {
    return this.#types.get(keyOf(type)) ?? null;
  }


  /** The registered names (lower case, no dashes), for docs and tests. */
  types(): string[] {
    return [...this.#types.keys()];
  }

  /** The report service's resolver: the target's area and author, or null (404). */
  resolve = async (type: string, id: number): Promise<ReportTargetInfo | null> => (await this.get(type)?.resolve(id)) ?? null;
}
