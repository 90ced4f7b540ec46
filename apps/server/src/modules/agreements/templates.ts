import type { AgreementTemplate } from '@haiwai/contracts/agreements';
import type { Kysely, Transaction } from 'kysely';
import { badRequest, notFound, unauthorized } from '../../core/errors.js';
import type { AuthUser } from '../../core/auth-user.js';
import type { Call } from '../../core/routes.js';
import { idPager } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';

const pages = idPager('agreement_template');

const templateQuery = (db: Kysely<DB> | Transaction<DB>) => db.selectFrom('agreement_template').selectAll();
type TemplateRow = Awaited<ReturnType<ReturnType<typeof templateQuery>['executeTakeFirstOrThrow']>>;

function presentTemplate(row: TemplateRow, userId: number | null): AgreementTemplate {
  return {
    id: row.id,
    kind: row.kind,
    owner_id: row.owner_id,
    mine: userId !== null && row.owner_id === userId,
    archived: row.archived,
    title: row.title,
    clauses: row.clauses,
    fields: row.fields,
    updated_at: Math.floor(new Date(row.updated_at).getTime() / 1000),
  };
}

/** The site's templates (oldest first, as the seed wrote them), or the caller's own (newest first). */
export async function listTemplates(db: Kysely<DB>, user: AuthUser | null, query: Call<'contractTemplateList'>['query']) {
  const mine = query.mine === '1';
  if (mine && !user) throw unauthorized();
  const dir = mine ? 'desc' : 'asc';
  let q = templateQuery(db).orderBy('id', dir).limit(query.limit + 1);
  q = mine ? q.where('owner_id', '=', user!.id) : q.where('owner_id', 'is', null).where('archived', '=', false);
  if (query.kind) q = q.where('kind', '=', query.kind);
  const after = pages.after(query.cursor, 'id', dir);
  if (after) q = q.where(after);
  const page = pages.take(await q.execute(), query.limit, dir);
  return { list: page.rows.map((r) => presentTemplate(r, user?.id ?? null)), next_cursor: page.next_cursor };
}

/** A template a contract may start from: the site's, or one of the caller's own; archived ones are not offered. */
export async function usableTemplate(db: Kysely<DB> | Transaction<DB>, id: number, userId: number) {
  const row = await templateQuery(db).where('id', '=', id).where('archived', '=', false).executeTakeFirst();
  if (!row || (row.owner_id !== null && row.owner_id !== userId)) throw notFound('agreements.template_not_found');
  return row;
}

export async function saveTemplate(db: Kysely<DB>, user: AuthUser, body: Call<'contractTemplateSave'>['body']) {
  const keys = new Set<string>();
  for (const f of body.fields) {
    if (keys.has(f.key)) throw badRequest('agreements.field_twice', { field: f.key });
    keys.add(f.key);
  }
  const values = {
    kind: body.kind,
    title: JSON.stringify(body.title),
    clauses: JSON.stringify(body.clauses),
    fields: JSON.stringify(body.fields),
    archived: body.archived,
  };
  if (body.id) {
    const row = await db.updateTable('agreement_template').set({ ...values, updated_at: new Date() }).where('id', '=', body.id).where('owner_id', '=', user.id).returningAll().executeTakeFirst();
    if (!row) throw notFound('agreements.template_not_yours');
    return presentTemplate(row, user.id);
  }
  const row = await db.insertInto('agreement_template').values({ ...values, owner_id: user.id }).returningAll().executeTakeFirstOrThrow();
  return presentTemplate(row, user.id);
}
