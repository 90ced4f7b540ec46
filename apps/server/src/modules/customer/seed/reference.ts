import type { LocalizedText } from '@haiwai/contracts';
import { sql, type Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { documentLexemes } from '../../listings/index.js';
import { plainText, sanitizeHtml } from '../sanitize.js';
import { areaHoursAnswer, faqCategories } from './content.js';

const MARK = 'seed.customer-reference';
const LANGS = ['zh', 'en', 'vi'] as const;
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const fullNames = (n: LocalizedText) => ({ zh: n.zh, en: n.en || n.zh, vi: n.vi || n.en || n.zh });

async function insertEntry(trx: Transaction<DB>, e: { site_area_id: number; lang: (typeof LANGS)[number]; category_id: number; replaces_id: number | null; title: string; answer: string; sort: number }) {
  const answer = sanitizeHtml(e.answer);
  const row = await trx
    .insertInto('faq_entry')
    .values({ ...e, answer, updated_by: null, search: sql`array_to_tsvector(${documentLexemes(e.title, plainText(answer))}::text[])` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Global categories and questions in three languages, and each area's own hours answer. */
async function seedFaq(trx: Transaction<DB>, areas: Array<{ id: number; names: Required<LocalizedText> }>) {
  let hoursGlobal: Record<string, number> = {};
  let chatCategory = 0;
  for (const [ci, c] of faqCategories.entries()) {
    const cat = await trx.insertInto('faq_category').values({ site_area_id: 0, key: c.key, names: JSON.stringify(c.names), icon: c.icon, sort: (ci + 1) * 10 }).returning('id').executeTakeFirstOrThrow();
    for (const [qi, q] of c.questions.entries()) {
      const ids: Record<string, number> = {};
      for (const lang of LANGS) ids[lang] = await insertEntry(trx, { site_area_id: 0, lang, category_id: cat.id, replaces_id: null, title: q[lang].title, answer: q[lang].answer, sort: (qi + 1) * 10 });
      if (c.key === 'chat' && qi === c.questions.length - 1) [hoursGlobal, chatCategory] = [ids, cat.id];
    }
  }
  for (const area of areas) {
    const own = areaHoursAnswer(area.names);
    for (const lang of LANGS) await insertEntry(trx, { site_area_id: area.id, lang, category_id: chatCategory, replaces_id: hoursGlobal[lang]!, title: own[lang].title, answer: own[lang].answer, sort: 30 });
  }
}

/** The FAQ: reference data, present with SEED_DEMO=false too. */
export async function seedCustomer({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = (await db.selectFrom('site_area').select(['id', 'names']).orderBy('sort').orderBy('id').execute()).map((a) => ({ ...a, names: fullNames(parsed<LocalizedText>(a.names)) }));
  await db.transaction().execute(async (trx) => {
    await seedFaq(trx, areas);
    await markSeeded(trx, MARK);
  });
  log(`seeded the FAQ: ${faqCategories.length} categories, an own answer in each of ${areas.length} areas`);
  return true;
}
