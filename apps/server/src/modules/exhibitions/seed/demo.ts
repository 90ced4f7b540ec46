import type { ExhibitionIndustry } from '@haiwai/contracts/exhibitions/constants';
import { sql } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { renderBanner } from '../../../seed/images.js';

const MARK = 'seed.exhibitions-demo';
const DAY = 86_400_000;
type Text = { zh: string; en: string; vi: string };
interface DemoFair {
  industry: ExhibitionIndustry;
  lang: keyof Text;
  start: number;
  days: number;
  title: Text;
  intro: Text;
  venue: Text;
  organiser: Text;
  schedule: Array<{ day: number; time: string; text: Text }>;
}

/** Three fairs per area (zh, en, vi), days from the day of seeding. */
const FAIRS: DemoFair[] = [
  {
    industry: 'manufacturing', lang: 'zh', start: 12, days: 3,
    title: { zh: '{city}国际工业机械展', en: '{city} International Machinery Fair', vi: 'Hội chợ Máy móc Công nghiệp Quốc tế {city}' },
    intro: { zh: '三百余家中国及东南亚厂商参展，涵盖数控机床、包装机械、自动化设备。现场有中文翻译和采购对接。', en: 'Over 300 makers from China and South-East Asia: CNC, packaging and automation, with buyer matchmaking.', vi: 'Hơn 300 nhà sản xuất Trung Quốc và Đông Nam Á: máy CNC, đóng gói, tự động hóa.' },
    venue: { zh: '国际会展中心 A 馆', en: 'International Exhibition Centre, Hall A', vi: 'Trung tâm Hội chợ Quốc tế, Sảnh A' },
    organiser: { zh: '华商机械行业协会', en: 'Chinese Machinery Traders’ Association', vi: 'Hiệp hội Thương nhân Máy móc Hoa kiều' },
    schedule: [
      { day: 0, time: '09:00', text: { zh: '开幕式', en: 'Opening', vi: 'Khai mạc' } },
      { day: 1, time: '14:00', text: { zh: '采购对接会', en: 'Buyer matchmaking', vi: 'Kết nối người mua' } },
    ],
  },
  {
    industry: 'food', lang: 'en', start: 26, days: 4,
    title: { zh: '{city}食品饮料博览会', en: '{city} Food & Beverage Expo', vi: 'Triển lãm Thực phẩm & Đồ uống {city}' },
    intro: { zh: '进口食品、饮料和餐饮设备，专业观众日和公众日。', en: 'Imported food, drinks and catering equipment; trade days first, then open to the public.', vi: 'Thực phẩm nhập khẩu, đồ uống và thiết bị nhà hàng; ngày giao thương và ngày mở cửa tự do.' },
    venue: { zh: '会展中心 B 馆', en: 'Convention Centre, Hall B', vi: 'Trung tâm Hội nghị, Sảnh B' },
    organiser: { zh: '东南亚食品贸易联盟', en: 'SEA Food Trade Alliance', vi: 'Liên minh Thương mại Thực phẩm Đông Nam Á' },
    schedule: [{ day: 2, time: '10:00', text: { zh: '公众开放日', en: 'Public days begin', vi: 'Bắt đầu ngày mở cửa tự do' } }],
  },
  {
    industry: 'furniture', lang: 'vi', start: 40, days: 2,
    title: { zh: '{city}家具与家居展', en: '{city} Furniture & Home Show', vi: 'Triển lãm Nội thất & Gia dụng {city}' },
    intro: { zh: '本地木制家具出口企业与中国采购商见面。', en: 'Local wooden furniture exporters meet buyers from China.', vi: 'Doanh nghiệp xuất khẩu đồ gỗ gặp gỡ người mua từ Trung Quốc, trưng bày mẫu mới.' },
    venue: { zh: '展览中心', en: 'Exhibition Hall', vi: 'Nhà triển lãm' },
    organiser: { zh: '木业出口协会', en: 'Wood Exporters’ Association', vi: 'Hiệp hội Xuất khẩu Gỗ' },
    schedule: [],
  },
];

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Three listed exhibitions per area by one of its live companies (areas without a company get none). */
export async function seedExhibitionsDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'names', 'latitude', 'longitude']).orderBy('id').execute();
  const photo = await storeImage(await renderBanner(['#1e3a8a', '#93c5fd'], 97));
  const today = Math.floor(Date.now() / DAY) * DAY;
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const a of areas) {
      const company = await trx
        .selectFrom('listing')
        .select(['id', 'user_id'])
        .where('kind', '=', 'company')
        .where('site_area_id', '=', a.id)
        .where('status', '=', 'online')
        .where('review_status', '=', 'passed')
        .where('deleted_at', 'is', null)
        .orderBy(sql`case when title ~* '贸易|trade|咨询|consult' then 0 else 1 end`)
        .orderBy('id')
        .executeTakeFirst();
      if (!company) continue;
      const names = (typeof a.names === 'string' ? JSON.parse(a.names) : a.names) as Partial<Text> & { zh: string };
      for (const [i, f] of FAIRS.entries()) {
        const start = today + f.start * DAY;
        await trx
          .insertInto('exhibition')
          .values({
            site_area_id: a.id, user_id: company.user_id, company_id: company.id, industry: f.industry,
            title: f.title[f.lang].replace('{city}', names[f.lang] || names.zh), intro: f.intro[f.lang],
            starts_on: iso(start), ends_on: iso(start + (f.days - 1) * DAY), venue: f.venue[f.lang], address: '',
            lat: a.latitude + 0.01 * (i - 1), lng: a.longitude + 0.008 * i, organiser: f.organiser[f.lang],
            schedule: JSON.stringify(f.schedule.map((s) => ({ date: iso(start + s.day * DAY), time: s.time, text: s.text[f.lang] }))),
            photos: JSON.stringify([photo]), status: 'online',
          })
          .execute();
        count += 1;
      }
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${count} demo exhibitions`);
  return true;
}
