import type { Kysely, Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { renderBanner } from '../../../seed/images.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_CLUBS } from './content.js';

const MARK = 'seed.clubs-demo';
const DAY = 86_400_000;
const PALETTES: Array<[string, string]> = [['#0e7490', '#67e8f9'], ['#7c2d12', '#fdba74'], ['#3f6212', '#bef264']];

/** Who runs the demo clubs of an area: in Ho Chi Minh City the demo publisher (the member joins the first club); elsewhere the area's demo people. */
async function people(db: Kysely<DB> | Transaction<DB>, code: string) {
  const locals = (await db.selectFrom('app_user').select('id').where('username', 'like', `demo\\_${code}\\_%`).orderBy('id').execute()).map((p) => p.id);
  if (code !== 'hcm') return locals.length ? { owner: locals[0]!, members: locals.slice(1, 4) } : null;
  const fixed = await db.selectFrom('app_user').select(['id', 'username']).where('username', 'in', ['member', 'publisher']).execute();
  const owner = fixed.find((u) => u.username === 'publisher')?.id;
  const member = fixed.find((u) => u.username === 'member')?.id;
  return owner ? { owner, members: [...(member ? [member] : []), ...locals.slice(0, 3)] } : null;
}

async function seedArea(trx: Transaction<DB>, area: { id: number; names: unknown; latitude: number; longitude: number }, who: { owner: number; members: number[] }, photos: string[]) {
  const names = (typeof area.names === 'string' ? JSON.parse(area.names) : area.names) as { zh: string; en?: string; vi?: string };
  for (const [i, c] of DEMO_CLUBS.entries()) {
    const city = names[c.lang] || names.zh;
    const club = await trx
      .insertInto('club')
      .values({ site_area_id: area.id, user_id: who.owner, category: c.category, name: c.name[c.lang].replace('{city}', city), intro: c.intro[c.lang], photos: JSON.stringify([photos[i % photos.length]]), status: 'online' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The owner, and the area's people as approved members of the first club (one asks to join the second).
    const members = i === 0 ? who.members : [];
    await trx.insertInto('club_member').values([{ club_id: club.id, user_id: who.owner, status: 'approved' }, ...members.map((m) => ({ club_id: club.id, user_id: m, status: 'approved' as const }))]).execute();
    if (i === 1 && who.members.length > 1) await trx.insertInto('club_member').values({ club_id: club.id, user_id: who.members.at(-1)!, status: 'pending', note: '想认识更多同行。' }).execute();
    for (const e of c.events) {
      const day = new Date(Math.floor(Date.now() / DAY) * DAY + e.days * DAY + (e.hour - 7) * 3_600_000);
      const ev = await trx
        .insertInto('club_event')
        .values({ club_id: club.id, title: e.title[c.lang], description: e.text[c.lang], starts_at: day, place: e.place[c.lang], lat: area.latitude + e.dLat, lng: area.longitude + e.dLng, capacity: e.capacity })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (i === 0 && members.length > 1) await trx.insertInto('club_event_signup').values(members.slice(1).map((m) => ({ event_id: ev.id, user_id: m }))).execute();
    }
  }
}

/** Three listed clubs per area with coming events (zh, en and vi), members, a waiting request and sign-ups. */
export async function seedClubsDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'code', 'names', 'latitude', 'longitude']).orderBy('id').execute();
  const photos: string[] = [];
  for (const [i, p] of PALETTES.entries()) photos.push(await storeImage(await renderBanner(p, 71 + i * 13)));
  let done = 0;
  await db.transaction().execute(async (trx) => {
    for (const a of areas) {
      const who = await people(trx, a.code);
      if (!who) continue;
      await seedArea(trx, a, who, photos);
      done += 1;
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded demo clubs in ${done} areas`);
  return true;
}
