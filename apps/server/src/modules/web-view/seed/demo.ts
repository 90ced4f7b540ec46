import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.web-view-demo';

/** Demo allow-list: every area may frame the OpenStreetMap site; Vietnam's areas also the e-visa portal. */
export const DEMO_HOSTS: Array<{ host: string; note: string; areas?: string[] }> = [
  { host: 'www.openstreetmap.org', note: '地图 / Maps / Bản đồ' },
  { host: 'evisa.xuatnhapcanh.gov.vn', note: '越南电子签证 / Vietnam e-visa / Thị thực điện tử', areas: ['hcm', 'hanoi', 'danang'] },
];

export async function seedWebViewDemo({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'code']).execute();
  await db.transaction().execute(async (trx) => {
    for (const h of DEMO_HOSTS) {
      const rows = areas.filter((a) => !h.areas || h.areas.includes(a.code)).map((a) => ({ site_area_id: a.id, host: h.host, note: h.note }));
      if (rows.length) await trx.insertInto('web_view_host').values(rows).onConflict((oc) => oc.columns(['site_area_id', 'host']).doNothing()).execute();
    }
    await markSeeded(trx, MARK);
  });
  log('seeded the web view allow-list');
  return true;
}
