import type { Kysely } from 'kysely';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { mayActOn, type ReportTargetRegistry } from '../notices/index.js';
import type { SensitiveWords } from '../moderation/index.js';
import type { UserBlocks } from '../relations/index.js';
import type { TranslationSources } from '../translation/index.js';
import type { CommentableDefinition, CommentTarget, Person } from './definition.js';
import type { Engine } from './engine.js';
import { hideAllBy, likeComment, removeComment, reportTarget, setHidden, showAgain, type HideInput } from './moderate.js';
import type { Thread } from './present.js';
import { commentPagers, listComments, readableComment, type ListQuery, type Page } from './read.js';
import { renames, scoper, type Db } from './tables.js';
import { saveComment, type SaveInput } from './write.js';

/** One declared kind's operations: what its module's thin handlers call. */
export class CommentKind<T extends CommentTarget = CommentTarget, P extends Person = Person, Out = unknown> {
  readonly #e: Engine<T, P, Out>;
  readonly #pagers: ReturnType<typeof commentPagers>;

  constructor(
    readonly def: CommentableDefinition<T, P, Out>,
    private readonly db: Kysely<DB>,
    services: { blocks: UserBlocks; words: SensitiveWords },
  ) {
    this.#e = { def, scoped: scoper(renames(def.tables, def.ratings, def.ratingTicket?.column)), ...services };
    this.#pagers = commentPagers(def.name);
  }

  /** A target's comments with their first replies, or one comment's replies (`parent_id`); `me` null: anonymous. */
  list(me: number | null, q: ListQuery): Promise<Page<Thread<Out>>> {
    return listComments(this.#e, this.#pagers, this.db, me, q);
  }

  /** A comment or reply by `userId`; `requestArea` is the caller's area, for the sensitive words when the target is unknown. */
  save(userId: number, body: SaveInput, requestArea: () => Promise<number>): Promise<Thread<Out>> {
    return saveComment(this.#e, this.db, userId, body, requestArea);
  }

  /** My like of a comment (`on`, else toggled); `likedAs` names `liked` as the kind's API does. */
  like(me: number, id: number, on: boolean | undefined) {
    return likeComment(this.#e, this.db, me, id, on);
  }

  /** Deleting a comment: its author, or whom the kind names in `deleteBy`; `{ ok: true }` as the API replies. */
  remove(actor: AuthUser, id: number): Promise<{ ok: true }> {
    return removeComment(this.#e, this.db, actor, id);
  }

  /** An area admin hides a comment or shows it again (403 for another area's admin). */
  hideAsAdmin(admin: AuthUser, id: number, body: { hidden: boolean; reason: string }) {
    return this.db.transaction().execute((trx) => setHidden(this.#e, trx, id, { adminId: admin.id, ...body }, (area) => mayActOn(admin, area)));
  }

  /** The same inside the caller's transaction, with the caller's scope. */
  hide(trx: Db, id: number, input: HideInput, scope: (siteAreaId: number) => boolean) {
    return setHidden(this.#e, trx, id, input, scope);
  }

  /** A banned member's visible comments of this kind, hidden in the caller's transaction; their ids. */
  hideAllBy(trx: Db, userId: number, input: { adminId: number; reason: string }): Promise<number[]> {
    return hideAllBy(this.#e, trx, userId, input);
  }

  /** Those comments shown again when the ban is lifted (the ones still hidden); how many. */
  showAgain(trx: Db, ids: readonly number[]): Promise<number> {
    return showAgain(this.#e, trx, ids);
  }

  /** The report queue's entry for these comments. */
  reportTarget() {
    return reportTarget(this.#e, this.db);
  }

  /** A comment's text as its thread shows it to `readerId` (for "Translate"), or null when they may not see it. */
  async readableText(readerId: number, id: number): Promise<string | null> {
    const c = await readableComment(this.#e as Engine, this.db, readerId, id);
    return c ? c.content : null;
  }
}

/**
 * The registry of commentable kinds (`ctx.use('commentables')`): a module declares its kind in `init` and its
 * handlers reach the kind's operations with `of`. A name declared twice stops the start.
 */
export class Commentables {
  readonly #kinds = new Map<string, CommentKind<CommentTarget, Person, unknown>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly services: { blocks: UserBlocks; words: SensitiveWords; reports: ReportTargetRegistry; translations?: TranslationSources },
  ) {}

  declare<T extends CommentTarget, P extends Person, Out>(def: CommentableDefinition<T, P, Out>): CommentKind<T, P, Out> {
    if (this.#kinds.has(def.name)) throw new Error(`commentable ${def.name} is declared twice`);
    const kind = new CommentKind(def, this.db, this.services);
    this.#kinds.set(def.name, kind as unknown as CommentKind<CommentTarget, Person, unknown>);
    if (def.reportType) this.services.reports.register(def.reportType, kind.reportTarget());
    if (def.translationSource) {
      this.services.translations?.register(def.translationSource, async (reader, id) => {
        const text = await kind.readableText(reader.id, id);
        return text ? [{ name: 'content', text, format: 'text' }] : null;
      });
    }
    return kind;
  }

  /** The operations of a declared kind (a declaration not declared here is a start-up error). */
  of<T extends CommentTarget, P extends Person, Out>(def: CommentableDefinition<T, P, Out>): CommentKind<T, P, Out> {
    const kind = this.#kinds.get(def.name);
    if (!kind || kind.def !== (def as unknown)) throw new Error(`commentable ${def.name} is not declared (declare it in the module's init)`);
    return kind as unknown as CommentKind<T, P, Out>;
  }

  /** Every declared kind (a ban hides a member's comments of each). */
  all(): Array<CommentKind<CommentTarget, Person, unknown>> {
    return [...this.#kinds.values()];
  }

  /** The declared kinds' names, for docs and tests. */
  names(): string[] {
    return [...this.#kinds.keys()];
  }
}
