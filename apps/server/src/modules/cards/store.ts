import { randomInt } from 'node:crypto';
import type { Card, cardSaveBody } from '@haiwai/contracts/cards';
import { CARD, CARD_CODE_ALPHABET } from '@haiwai/contracts/cards/constants';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { cardQuery, presentCard, type CardRow } from './view.js';

type SaveBody = z.output<typeof cardSaveBody>;
interface PageQuery {
  cursor?: string;
  limit: number;
}

const minePages = idPager('card.mine');
const savedPages = idPager('card.saved');

/** Eight characters of the card alphabet, from the system's random source. */
export function newCardCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CARD_CODE_ALPHABET[randomInt(CARD_CODE_ALPHABET.length)];
  return code;
}

/**
 * Cards (docs/cards.md): a member keeps up to five cards, each public by its code; a card by id only for its owner and
 * the members who saved it; saving someone's card and the list of saved cards.
 */
export class CardStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly origin: string,
  ) {}

  /** Creates a card (in the caller's area) or edits one of mine: another member's card is a 403, a deleted one a 404. */
  async save(userId: number, siteAreaId: number, body: SaveBody): Promise<Card> {
    const { id, ...fields } = body;
    if (id !== undefined) {
      const row = await this.db.selectFrom('card').select(['user_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
      if (!row || row.deleted_at) throw notFound('card.not_found');
      if (row.user_id !== userId) throw forbidden('card.not_yours');
      await this.db.updateTable('card').set({ ...fields, version: sql`version + 1`, updated_at: new Date() }).where('id', '=', id).execute();
      return this.present(await this.byId(id), userId);
    }
    const created = await this.db.transaction().execute(async (trx) => {
      // One member's saves in turn (a lock on their account row), so two at once cannot pass the limit together.
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
      const count = await trx.selectFrom('card').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(count.n) >= CARD.perUser) throw conflict('card.limit', { max: CARD.perUser });
      return this.insertWithCode(trx, { ...fields, user_id: userId, site_area_id: siteAreaId });
    });
    return this.present(await this.byId(created), userId);
  }

  /** A fresh code per card; a collision (one in 10^11 per pair) takes another. */
  private async insertWithCode(trx: Kysely<DB>, values: Omit<SaveBody, 'id'> & { user_id: number; site_area_id: number }): Promise<number> {
    for (let attempt = 0; ; attempt += 1) {
      const code = newCardCode();
      const taken = await trx.selectFrom('card').select('id').where('code', '=', code).executeTakeFirst();
      if (taken && attempt < 5) continue;
      const row = await trx.insertInto('card').values({ ...values, code }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    }
  }

  /** The public page's card, by code. */
  async byCode(code: string, viewerId: number | null): Promise<Card> {
    const row = await cardQuery(this.db).where('c.code', '=', code).executeTakeFirst();
    if (!row) throw notFound('card.not_found');
    return this.present(row, viewerId);
  }

  /** A card by id: its owner and the members who saved it; anyone else hears it does not exist. */
  async byIdFor(id: number, viewerId: number | null): Promise<Card> {
    const row = await cardQuery(this.db).where('c.id', '=', id).executeTakeFirst();
    if (!row || viewerId === null) throw notFound('card.not_found');
    if (row.user_id !== viewerId && !(await this.isCollected(viewerId, id))) throw notFound('card.not_found');
    return this.present(row, viewerId);
  }

  async row(code: string): Promise<CardRow | undefined> {
    return cardQuery(this.db).where('c.code', '=', code).executeTakeFirst();
  }

  async mine(userId: number, q: PageQuery) {
    const after = minePages.after(q.cursor, 'c.id');
    const total = Number((await this.db.selectFrom('card').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirstOrThrow()).n);
    let rows = cardQuery(this.db).where('c.user_id', '=', userId);
    if (after) rows = rows.where(after);
    const page = minePages.take(await rows.orderBy('c.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentCard(r, this.origin, userId, false)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Saved cards, the latest saved first (keyset on the save's id); a card deleted since drops out. */
  async saved(userId: number, q: PageQuery) {
    const after = savedPages.after(q.cursor, 'k.id');
    const total = Number(
      (await this.db.selectFrom('card_collect as k').innerJoin('card as c', 'c.id', 'k.card_id').select(sql<string>`count(*)`.as('n')).where('k.user_id', '=', userId).where('c.deleted_at', 'is', null).executeTakeFirstOrThrow()).n,
    );
    let rows = cardQuery(this.db).innerJoin('card_collect as k', 'k.card_id', 'c.id').where('k.user_id', '=', userId).select('k.id as saved_id');
    if (after) rows = rows.where(after);
    const read = await rows.orderBy('k.id', 'desc').limit(q.limit + 1).execute();
    const page = savedPages.take(read.map((r) => ({ ...r, id: r.saved_id, card_id: r.id })), q.limit);
    return { list: page.rows.map((r) => presentCard({ ...r, id: r.card_id }, this.origin, userId, true)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Saves (or un-saves) someone else's card by its code; the count follows in the same transaction. */
  async collect(userId: number, code: string, collect: boolean) {
    return this.db.transaction().execute(async (trx) => {
      const card = await trx.selectFrom('card').select(['id', 'user_id']).where('code', '=', code).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
      if (!card) throw notFound('card.not_found');
      if (card.user_id === userId) throw conflict('card.own');
      const changed = collect
        ? (await trx.insertInto('card_collect').values({ user_id: userId, card_id: card.id }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
        : (await trx.deleteFrom('card_collect').where('user_id', '=', userId).where('card_id', '=', card.id).executeTakeFirst()).numDeletedRows;
      const step = Number(changed ?? 0) === 0 ? 0 : collect ? 1 : -1;
      const row = await trx.updateTable('card').set({ collect_count: sql`greatest(collect_count + ${step}, 0)` }).where('id', '=', card.id).returning('collect_count').executeTakeFirstOrThrow();
      return { collected: collect, collect_count: row.collect_count };
    });
  }

  async remove(userId: number, id: number) {
    const row = await this.db.selectFrom('card').select(['user_id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    if (!row || row.deleted_at) throw notFound('card.not_found');
    if (row.user_id !== userId) throw forbidden('card.not_yours');
    await this.db.updateTable('card').set({ deleted_at: new Date(), updated_at: new Date() }).where('id', '=', id).execute();
    return { id };
  }

  private async byId(id: number): Promise<CardRow> {
    return cardQuery(this.db).where('c.id', '=', id).executeTakeFirstOrThrow();
  }

  private async isCollected(userId: number, cardId: number): Promise<boolean> {
    return !!(await this.db.selectFrom('card_collect').select('id').where('user_id', '=', userId).where('card_id', '=', cardId).executeTakeFirst());
  }

  private async present(row: CardRow, viewerId: number | null): Promise<Card> {
    const collected = viewerId !== null && viewerId !== row.user_id && (await this.isCollected(viewerId, row.id));
    return presentCard(row, this.origin, viewerId, collected);
  }
}
