import type { ApiData, Lang } from '@haiwai/contracts';
import { FAQ, type FaqLang } from '@haiwai/contracts/customer';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import { pick } from '../../core/localize.js';
import { notFound } from '../../core/errors.js';
import { cursorCodec, keysetAfter, rowId, takePage } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { queryLexemes, toTsQuery } from '../listings/index.js';
import type { FaqEntryRow } from './schema.js';
import { epochSeconds } from '../../core/time.js';

const listCursor = cursorCodec('faq:list', z.object({ s: z.number().int().min(0).max(FAQ.sortMax), id: rowId }).strict());

/**
 * Which entries a reader of `area` in `lang` sees: the global ones (site_area_id 0) unless the area has an
 * entry replacing it, and the area's own. Used as `where(visibleIn(area, lang))` on `faq_entry as e`.
 */
export function visibleIn(area: number, lang: Lang) {
  return sql<SqlBool>`e.lang = ${lang} and (e.site_area_id = ${area} or (e.site_area_id = 0 and not exists (
    select 1 from faq_entry o where o.site_area_id = ${area} and o.replaces_id = e.id)))`;
}

/** A tsquery matching any of the lexemes (related questions share words, not all of them). */
const anyOf = (lexemes: string[]) => lexemes.map((l) => toTsQuery([l])).join(' | ');

const summary = (r: Pick<FaqEntryRow, 'id' | 'category_id' | 'title' | 'helpful_count'>) => ({ id: r.id, category_id: r.category_id, title: r.title, helpful_count: r.helpful_count });

/** What readers of the service centre ask: categories, questions, one answer, votes. */
export class FaqReader {
  constructor(private readonly db: Kysely<DB>) {}

  async categories(area: number, lang: Lang): Promise<ApiData<'customerCategories'>> {
    const rows = await this.db
      .selectFrom('faq_category as c')
      .select(['c.id', 'c.key', 'c.names', 'c.icon'])
      .select((eb) => eb.selectFrom('faq_entry as e').select(eb.fn.countAll<string>().as('n')).whereRef('e.category_id', '=', 'c.id').where(visibleIn(area, lang)).as('n'))
      .where('c.site_area_id', 'in', [0, area])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ id: r.id, key: r.key, name: pick(r.names, lang), icon: r.icon, question_count: Number(r.n ?? 0) }));
  }

  async questions(area: number, lang: Lang, q: { category_id?: number; keyword?: string; cursor?: string; limit: number }): Promise<ApiData<'customerQuestions'>> {
    const after = listCursor.decode(q.cursor);
    let base = this.db.selectFrom('faq_entry as e').where(visibleIn(area, lang));
    if (q.category_id) base = base.where('e.category_id', '=', q.category_id);
    if (q.keyword) {
      const lexemes = queryLexemes(q.keyword);
      base = base.where(lexemes.length ? sql<SqlBool>`e.search @@ ${toTsQuery(lexemes)}::tsquery` : sql<SqlBool>`false`);
    }
    const total = after ? undefined : Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await (after ? base.where(keysetAfter(sql.ref('e.sort'), sql.ref('e.id'), 'asc', { key: after.s, id: after.id })) : base)
      .select(['e.id', 'e.category_id', 'e.title', 'e.helpful_count', 'e.sort'])
      .orderBy('e.sort')
      .orderBy('e.id')
      .limit(q.limit + 1)
      .execute();
    const p = takePage(rows, q.limit, (last) => listCursor.encode({ s: last.sort, id: last.id }));
    return { list: p.rows.map(summary), next_cursor: p.next_cursor, ...(total === undefined ? {} : { total }) };
  }

  /** The entry a reader of `area` gets for `id`: an entry of another area is a 404; a global one the area replaces gives the replacement. */
  async entryFor(area: number, id: number): Promise<FaqEntryRow> {
    const row = await this.db.selectFrom('faq_entry').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (row.site_area_id !== 0 && row.site_area_id !== area)) throw notFound('faq.not_found');
    if (row.site_area_id !== 0 || area === 0) return row;
    const override = await this.db.selectFrom('faq_entry').selectAll().where('site_area_id', '=', area).where('replaces_id', '=', row.id).executeTakeFirst();
    return override ?? row;
  }

  async info(area: number, lang: Lang, id: number, userId: number | null): Promise<ApiData<'customerQuestionInfo'>> {
    const row = await this.entryFor(area, id);
    const [category, vote, related] = await Promise.all([
      this.db.selectFrom('faq_category').select('names').where('id', '=', row.category_id).executeTakeFirst(),
      userId ? this.db.selectFrom('faq_vote').select('helpful').where('entry_id', '=', row.id).where('user_id', '=', userId).executeTakeFirst() : Promise.resolve(undefined),
      this.related(area, row),
    ]);
    return {
      question: {
        ...summary(row),
        category_name: pick(category?.names, lang),
        answer: row.answer,
        unhelpful_count: row.unhelpful_count,
        area_specific: row.site_area_id !== 0,
        updated_at: epochSeconds(row.updated_at),
      },
      my_vote: vote ? vote.helpful : null,
      related,
    };
  }

  /** Same category first (by sort), then entries of other categories sharing words with the title. */
  private async related(area: number, row: FaqEntryRow) {
    const lang = row.lang as FaqLang;
    const skip = [row.id, ...(row.replaces_id ? [row.replaces_id] : [])];
    const same = await this.db
      .selectFrom('faq_entry as e')
      .select(['e.id', 'e.category_id', 'e.title', 'e.helpful_count'])
      .where(visibleIn(area, lang))
      .where('e.category_id', '=', row.category_id)
      .where('e.id', 'not in', skip)
      .orderBy('e.sort')
      .orderBy('e.id')
      .limit(FAQ.relatedMax)
      .execute();
    const lexemes = queryLexemes(row.title);
    if (same.length >= FAQ.relatedMax || lexemes.length === 0) return same.map(summary);
    const words = await this.db
      .selectFrom('faq_entry as e')
      .select(['e.id', 'e.category_id', 'e.title', 'e.helpful_count'])
      .where(visibleIn(area, lang))
      .where('e.category_id', '<>', row.category_id)
      .where('e.id', 'not in', skip)
      .where(sql<SqlBool>`e.search @@ ${anyOf(lexemes)}::tsquery`)
      .orderBy(sql`ts_rank(e.search, ${anyOf(lexemes)}::tsquery)`, 'desc')
      .orderBy('e.id')
      .limit(FAQ.relatedMax - same.length)
      .execute();
    return [...same, ...words].map(summary);
  }

  /** "Did this help?", once: the first vote counts, a later one changes nothing and the reply shows the first. */
  async vote(area: number, id: number, userId: number, helpful: boolean): Promise<ApiData<'customerQuestionVote'>> {
    const row = await this.entryFor(area, id);
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('faq_vote').values({ entry_id: row.id, user_id: userId, helpful }).onConflict((oc) => oc.columns(['entry_id', 'user_id']).doNothing()).returning('helpful').executeTakeFirst();
      if (inserted) {
        await trx
          .updateTable('faq_entry')
          .set((eb) => (helpful ? { helpful_count: eb('helpful_count', '+', 1) } : { unhelpful_count: eb('unhelpful_count', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
      }
      const counts = await trx.selectFrom('faq_entry').select(['helpful_count', 'unhelpful_count']).where('id', '=', row.id).executeTakeFirstOrThrow();
      const mine = await trx.selectFrom('faq_vote').select('helpful').where('entry_id', '=', row.id).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return { ...counts, my_vote: mine.helpful };
    });
  }
}
