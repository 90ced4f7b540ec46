import type { Lang } from '@haiwai/contracts';
import type { VisaType } from '@haiwai/contracts/visa';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { named } from './view.js';

/** The visa types of an area (reference data per area), each with its listed packages counted. */
export async function visaTypes(db: Kysely<DB>, siteAreaId: number, lang: Lang): Promise<VisaType[]> {
  const rows = await db
    .selectFrom('visa_type as vt')
    .leftJoin('visa_package as p', (j) => j.onRef('p.type_id', '=', 'vt.id').on('p.status', '=', 'online'))
    .select(['vt.id', 'vt.code', 'vt.names', 'vt.descriptions', sql<string>`count(p.id)`.as('n')])
    .where('vt.site_area_id', '=', siteAreaId)
    .groupBy(['vt.id', 'vt.code', 'vt.names', 'vt.descriptions', 'vt.sort'])
    .orderBy('vt.sort')
    .orderBy('vt.id')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: named(r.names, lang), description: named(r.descriptions, lang), package_count: Number(r.n) }));
}
