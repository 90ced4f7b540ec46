import type { Kysely, Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { renderBanner } from '../../../seed/images.js';
import type { StoredStop, WalkTranslation } from '../schema.js';
import { measure, walkSearch } from '../walks.js';
import { cityPlaces, type Place } from './places.js';

/**
 * The demo of every site area with a city of cityPlaces: 10 official routes written by the area's admin (zh, with
 * en and vi translations) and 20 members' walks and notes by the listings' demo people (mostly zh, some en and vi,
 * each with its translations), all with real stops of that city in walking order, photos, likes counted as rows.
 */
const MARK = 'seed.travel-demo';
const OFFICIAL = 10;
const MEMBERS = 20;
const DAY = 86_400_000;
const PALETTES: Array<[string, string]> = [['#0f766e', '#34d399'], ['#1d4ed8', '#60a5fa'], ['#b45309', '#fbbf24'], ['#9d174d', '#f472b6'], ['#4338ca', '#a78bfa'], ['#065f46', '#a3e635']];

type L = 'zh' | 'en' | 'vi';
const names = (places: Place[], l: L) => places.map((p) => p[l]);
const join: Record<L, (xs: string[]) => string> = { zh: (xs) => xs.join('、'), en: (xs) => xs.join(', '), vi: (xs) => xs.join(', ') };

const officialText: Record<L, (ps: Place[], km: string) => { title: string; content: string }> = {
  zh: (ps, km) => ({ title: `${ps[0]!.zh}—${ps.at(-1)!.zh} 城市漫步`, content: `官方推荐路线，全程约 ${km} 公里，依次经过${join.zh(names(ps, 'zh'))}。建议早上或傍晚出发，带好水和防晒，沿途可以慢慢拍照、歇脚。` }),
  en: (ps, km) => ({ title: `City walk: ${ps[0]!.en} to ${ps.at(-1)!.en}`, content: `An official route of about ${km} km, past ${join.en(names(ps, 'en'))} in that order. Start in the morning or late afternoon, bring water and sun cream, and take your time for photos and breaks.` }),
  vi: (ps, km) => ({ title: `Dạo phố: từ ${ps[0]!.vi} đến ${ps.at(-1)!.vi}`, content: `Lộ trình chính thức dài khoảng ${km} km, lần lượt qua ${join.vi(names(ps, 'vi'))}. Nên đi vào buổi sáng hoặc chiều muộn, mang theo nước và kem chống nắng, thong thả chụp ảnh và nghỉ chân.` }),
};
const memberTitles: Record<L, Array<(ps: Place[]) => string>> = {
  zh: [(ps) => `周末走走：${ps[0]!.zh}到${ps.at(-1)!.zh}`, (ps) => `新来的朋友可以这样逛${ps[0]!.zh}`, (ps) => `半天打卡${ps.length}个地方`, (ps) => `${ps[0]!.zh}附近散步记录`],
  en: [(ps) => `Weekend stroll: ${ps[0]!.en} to ${ps.at(-1)!.en}`, (ps) => `New in town? Walk around ${ps[0]!.en} like this`, (ps) => `${ps.length} places in half a day`, (ps) => `A walk near ${ps[0]!.en}`],
  vi: [(ps) => `Cuối tuần dạo bộ: ${ps[0]!.vi} đến ${ps.at(-1)!.vi}`, (ps) => `Mới đến? Dạo quanh ${ps[0]!.vi} thế này`, (ps) => `${ps.length} điểm trong nửa ngày`, (ps) => `Đi dạo gần ${ps[0]!.vi}`],
};
const memberContent: Record<L, (ps: Place[]) => string> = {
  zh: (ps) => `今天按这个顺序走了一圈：${join.zh(names(ps, 'zh'))}。路不难走，中途有很多小吃和咖啡店，推荐给刚来的华人朋友。`,
  en: (ps) => `Walked this loop today: ${join.en(names(ps, 'en'))}. Easy going, with plenty of snacks and cafés on the way. Recommended for newcomers.`,
  vi: (ps) => `Hôm nay mình đi theo thứ tự: ${join.vi(names(ps, 'vi'))}. Đường dễ đi, dọc đường nhiều quán ăn vặt và cà phê, rất hợp cho người mới đến.`,
};
const stopNotes: Record<L, string[]> = {
  zh: ['可以在这里休息一下', '适合拍照', '附近有不错的小吃', '早点来人少', ''],
  en: ['A good place for a break', 'Nice for photos', 'Good street food nearby', 'Come early to beat the crowds', ''],
  vi: ['Nơi nghỉ chân tốt', 'Đẹp để chụp ảnh', 'Gần đây có đồ ăn ngon', 'Đến sớm cho vắng người', ''],
};

/** `count` stops in walking order from the city's list, starting at `start`. */
const route = (places: Place[], start: number, count: number) => Array.from({ length: count }, (_, i) => places[(start + i) % places.length]!);
const stopsIn = (ps: Place[], l: L, noteAt: number): StoredStop[] => ps.map((p, i) => ({ name: p[l], lat: p.lat, lng: p.lng, note: stopNotes[l][(noteAt + i) % stopNotes[l].length]! }));

function walkRow(ps: Place[], l: L, text: Record<L, { title: string; content: string }>, noteAt: number) {
  const stops = stopsIn(ps, l, noteAt);
  const translations: Partial<Record<L, WalkTranslation>> = {};
  for (const other of ['zh', 'en', 'vi'] as const) if (other !== l) translations[other] = { ...text[other], stops: names(ps, other) };
  return { lang: l, title: text[l].title, content: text[l].content, stops: JSON.stringify(stops), translations: JSON.stringify(translations), ...measure(stops), search: walkSearch(text[l].title, text[l].content, stops, translations) };
}

async function seedArea(trx: Transaction<DB>, a: { id: number; code: string }, admin: number, people: number[], images: string[], categories: number[]) {
  const places = cityPlaces[a.code]!;
  const now = Date.now();
  for (let i = 0; i < OFFICIAL; i++) {
    const ps = route(places, i, 3 + (i % 3));
    const km = (measure(stopsIn(ps, 'zh', 0)).distance_m / 1000).toFixed(1);
    const text = { zh: officialText.zh(ps, km), en: officialText.en(ps, km), vi: officialText.vi(ps, km) };
    await trx
      .insertInto('travel_walk')
      .values({ site_area_id: a.id, user_id: admin, official: true, kind: 'walk', category_id: categories[i % categories.length]!, images: JSON.stringify([images[i % images.length]!, images[(i + 2) % images.length]!]), status: 'online', sort: (i + 1) * 10, created_at: new Date(now - (40 - i) * DAY), ...walkRow(ps, 'zh', text, i) })
      .execute();
  }
  for (let i = 0; i < MEMBERS; i++) {
    const l: L = i % 10 === 7 ? 'en' : i % 10 === 9 ? 'vi' : 'zh';
    const note = i % 5 === 4;
    const ps = route(places, i * 3 + 1, note ? 1 : 2 + (i % 3));
    const t = (x: L) => ({ title: memberTitles[x][i % 4]!(ps), content: memberContent[x](ps) });
    const walk = await trx
      .insertInto('travel_walk')
      .values({ site_area_id: a.id, user_id: people[i % people.length]!, official: false, kind: note ? 'note' : 'walk', category_id: categories[(i + 1) % categories.length]!, images: JSON.stringify([images[(i + 1) % images.length]!]), status: 'online', created_at: new Date(now - (MEMBERS - i) * DAY / 2), ...walkRow(ps, l, { zh: t('zh'), en: t('en'), vi: t('vi') }, i) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const likers = people.slice(0, (i * 7) % Math.min(people.length, 9));
    if (likers.length) await trx.insertInto('travel_walk_like').values(likers.map((u) => ({ walk_id: walk.id, user_id: u }))).execute();
    await trx.updateTable('travel_walk').set({ like_count: likers.length }).where('id', '=', walk.id).execute();
  }
}

async function renderImages(storeImage: SeedContext['storeImage']) {
  const out: string[] = [];
  for (const [i, pal] of PALETTES.entries()) out.push(await storeImage(await renderBanner(pal, 31 + i * 17)));
  return out;
}

async function authors(db: Kysely<DB>, code: string) {
  const admin = await db.selectFrom('app_user').select('id').where('username', '=', `admin_${code}`).executeTakeFirst();
  const people = await db.selectFrom('app_user').select('id').where('username', 'like', `demo\\_${code}\\_%`).orderBy('id').execute();
  const fixed = code === 'hcm' ? await db.selectFrom('app_user').select('id').where('username', 'in', ['member', 'publisher']).orderBy('id').execute() : [];
  return { admin: admin?.id, people: [...fixed, ...people].map((p) => p.id) };
}

export async function seedTravelDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'code']).orderBy('id').execute();
  const categories = (await db.selectFrom('travel_category').select('id').where('site_area_id', '=', 0).orderBy('sort').execute()).map((c) => c.id);
  const images = await renderImages(storeImage);
  let done = 0;
  for (const a of areas) {
    if (!cityPlaces[a.code]) continue;
    const { admin, people } = await authors(db, a.code);
    if (!admin || !people.length) continue; // a demo of some modules only: no admin or people in this area
    await db.transaction().execute((trx) => seedArea(trx, a, admin, people, images, categories));
    done += 1;
  }
  await markSeeded(db, MARK);
  log(`travel demo: ${done} areas × ${OFFICIAL} official routes and ${MEMBERS} members' walks`);
  return done > 0;
}
