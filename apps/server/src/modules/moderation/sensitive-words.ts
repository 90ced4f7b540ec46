import { Mint } from 'mint-filter';
import type { Kysely } from 'kysely';
import { FieldError } from '../../core/errors.js';
import { isMessageKey, type MessageKey, type MessageParams } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';

/** The all-areas list's key in `sensitive_word_list` and in the filter cache. */
export const EVERY_AREA = 0;

/** The 400 a text with a listed word gets: the main message names the field and the word in the reader's language. */
export class SensitiveWordError extends FieldError {
  override readonly params: MessageParams;
  constructor(
    readonly field: string,
    readonly word: string,
  ) {
    const name = field.split('.').pop() ?? field;
    const labelled = `moderation.sensitive.${name}`;
    super({ [field]: 'field.sensitive_word' }, isMessageKey(labelled) ? (labelled as MessageKey) : 'moderation.sensitive.other');
    this.params = { word, field: name };
  }
}

/** Latin words (English, Vietnamese) match whole words only, so "scam" does not refuse "scampi"; CJK has no spaces. */
const LATIN_EDGE = /^\p{Script=Latin}|\p{Script=Latin}$/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function standsAlone(text: string, word: string): boolean {
  if (!LATIN_EDGE.test(word)) return true;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

interface AreaFilter {
  /** `<every-area version>:<area version>` when built. */
  version: string;
  mint: Mint | null;
  checkedAt: number;
}

/**
 * Sensitive words (docs/moderation.md): each area's list plus the all-areas list, matched with one Aho–Corasick
 * automaton per area (mint-filter), built lazily and rebuilt when a list's version moves. A node re-reads the
 * two versions at most every `recheckMs` (one primary-key read), so another node's change reaches it within
 * that time; a change made through this node takes effect at once.
 */
export class SensitiveWords {
  readonly #filters = new Map<number, AreaFilter>();
  readonly #building = new Map<number, Promise<AreaFilter>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly opts: { recheckMs?: number; now?: () => number } = {},
  ) {}

  /** Throws a 400 naming the first field (in the given order) whose text holds a listed word. */
  async assertClean(siteAreaId: number, fields: Record<string, string | null | undefined>): Promise<void> {
    const texts = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '');
    if (texts.length === 0) return;
    const filter = await this.#filterFor(siteAreaId);
    for (const [field, text] of texts) {
      const word = this.#firstWord(filter, text);
      if (word) throw new SensitiveWordError(field, word);
    }
  }

  /** The first listed word in `text`, or null. */
  async find(siteAreaId: number, text: string): Promise<string | null> {
    return this.#firstWord(await this.#filterFor(siteAreaId), text);
  }

  /** After a change through this node: the next check re-reads the versions (every area for the all-areas list). */
  invalidate(siteAreaId: number | null): void {
    if (siteAreaId === null || siteAreaId === EVERY_AREA) for (const f of this.#filters.values()) f.checkedAt = -Infinity;
    else {
      const f = this.#filters.get(siteAreaId);
      if (f) f.checkedAt = -Infinity;
    }
  }

  #firstWord(filter: AreaFilter, text: string): string | null {
    if (!filter.mint) return null;
    const lower = text.toLowerCase();
    const found = filter.mint.filter(lower, { replace: false }).words;
    return found.map((w) => w.toLowerCase()).find((w) => standsAlone(lower, w)) ?? null;
  }

  async #filterFor(siteAreaId: number): Promise<AreaFilter> {
    const now = (this.opts.now ?? Date.now)();
    const cached = this.#filters.get(siteAreaId);
    if (cached && now - cached.checkedAt < (this.opts.recheckMs ?? 5000)) return cached;
    const pending = this.#building.get(siteAreaId);
    if (pending) return pending;
    const work = this.#refresh(siteAreaId, cached, now).finally(() => this.#building.delete(siteAreaId));
    this.#building.set(siteAreaId, work);
    return work;
  }

  async #refresh(siteAreaId: number, cached: AreaFilter | undefined, now: number): Promise<AreaFilter> {
    const version = await this.#versionOf(siteAreaId);
    if (cached && cached.version === version) {
      cached.checkedAt = now;
      return cached;
    }
    const rows = await this.db
      .selectFrom('sensitive_word')
      .select('word')
      .where((eb) => eb.or([eb('site_area_id', 'is', null), eb('site_area_id', '=', siteAreaId)]))
      .execute();
    const words = [...new Set(rows.map((r) => r.word.toLowerCase()))];
    const built: AreaFilter = { version, mint: words.length ? new Mint(words) : null, checkedAt: now };
    this.#filters.set(siteAreaId, built);
    return built;
  }

  async #versionOf(siteAreaId: number): Promise<string> {
    const rows = await this.db.selectFrom('sensitive_word_list').select(['site_area_id', 'version']).where('site_area_id', 'in', [EVERY_AREA, siteAreaId]).execute();
    const of = (id: number) => rows.find((r) => r.site_area_id === id)?.version ?? 0;
    return `${of(EVERY_AREA)}:${of(siteAreaId)}`;
  }
}

/** Bumps a list's version in the transaction that changed it (0: the all-areas list). */
export async function bumpListVersion(db: Kysely<DB>, siteAreaId: number | null): Promise<void> {
  await db
    .insertInto('sensitive_word_list')
    .values({ site_area_id: siteAreaId ?? EVERY_AREA, version: 1 })
    .onConflict((oc) => oc.column('site_area_id').doUpdateSet((eb) => ({ version: eb('sensitive_word_list.version', '+', 1) })))
    .execute();
}
