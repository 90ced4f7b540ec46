import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MEDIA_URL_PREFIX, storeMediaHash } from '@haiwai/contracts';
import type { MediaPurpose } from '@haiwai/contracts/media';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { fakeIdCard, fakeLicence } from './fake-documents.js';

const MARK = 'seed.verification-demo';
/** Per area: pending real-name requests of demo members and pending licences of demo companies. */
const REAL_NAME_PER_AREA = 3;
const LICENCES_PER_AREA = 2;
/** Names on the demo requests (zh first; the areas' members are mostly Chinese speakers). */
const NAMES = ['林晓明', '陈美玲', '王建国', 'Nguyễn Thị Lan', '张伟', 'Trần Văn Hùng', '李娜', 'Emily Zhou'];

/** A generated picture stored as a private file of `purpose` owned by `ownerId` (as the ID-photo migration made old ones private). */
async function privatePicture(ctx: SeedContext, png: Buffer, purpose: MediaPurpose, ownerId: number): Promise<string> {
  const url = await ctx.storeImage(png);
  const hash = storeMediaHash(url)!;
  await ctx.db.updateTable('media').set({ visibility: 'private', purpose, created_by: ownerId }).where('hash', '=', hash).execute();
  return `${MEDIA_URL_PREFIX}${hash}`;
}

async function seedRealNames(ctx: SeedContext, areaId: number, n: number): Promise<number> {
  const members = await ctx.db
    .selectFrom('app_user as u')
    .select('u.id')
    .where('u.site_area_id', '=', areaId)
    .where('u.role', 'in', ['member', 'publisher'])
    .where((eb) => eb.or([eb('u.username', 'is', null), eb('u.username', 'not in', ['member', 'publisher'])]))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_verify as v').select('v.id').whereRef('v.user_id', '=', 'u.id'))))
    .orderBy('u.id')
    .limit(n)
    .execute();
  for (const [i, m] of members.entries()) {
    const seed = areaId * 10 + i;
    const photos = [await privatePicture(ctx, await fakeIdCard(seed, 'front'), 'real_name', m.id), await privatePicture(ctx, await fakeIdCard(seed, 'back'), 'real_name', m.id)];
    const passport = i % 2 === 1;
    await ctx.db
      .insertInto('user_verify')
      .values({
        user_id: m.id,
        real_name: NAMES[seed % NAMES.length]!,
        id_type: passport ? 'passport' : 'id_card',
        id_number: passport ? `E${String(10000000 + seed * 7919).slice(0, 8)}` : `4401${String(10000000000000 + seed * 104729).slice(0, 14)}`,
        photos: JSON.stringify(photos),
        reason: null,
        reviewer_id: null,
        created_at: sql<Date>`now() - make_interval(hours => ${(n - i) * 5})` as unknown as Date,
      })
      .execute();
  }
  return members.length;
}

async function seedLicences(ctx: SeedContext, areaId: number, n: number): Promise<number> {
  const companies = await ctx.db
    .selectFrom('listing as l')
    .innerJoin('app_user as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.user_id'])
    .where('l.site_area_id', '=', areaId)
    // The fixed demo accounts keep their companies unsent (the README's walk-through sends one).
    .where((eb) => eb.or([eb('u.username', 'is', null), eb('u.username', 'not in', ['member', 'publisher'])]))
    .where('l.kind', '=', 'company')
    .where('l.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('business_verification as b').select('b.id').whereRef('b.company_id', '=', 'l.id'))))
    .orderBy('l.id')
    .limit(n)
    .execute();
  for (const [i, c] of companies.entries()) {
    const licence = [await privatePicture(ctx, await fakeLicence(areaId * 10 + i), 'licence', c.user_id)];
    await ctx.db.insertInto('business_verification').values({ company_id: c.id, user_id: c.user_id, site_area_id: areaId, licence: JSON.stringify(licence) }).execute();
  }
  return companies.length;
}

/**
 * Demo requests waiting in every area's two queues (docs/verification.md): a few members' real-name requests with
 * fake ID cards and a few companies' fake licences, so the console has something to review. Runs once.
 */
export async function seedVerificationDemo(ctx: SeedContext): Promise<boolean> {
  const db: Kysely<DB> = ctx.db;
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select('id').orderBy('id').execute();
  let written = 0;
  for (const a of areas) {
    written += await seedRealNames(ctx, a.id, REAL_NAME_PER_AREA);
    written += await seedLicences(ctx, a.id, LICENCES_PER_AREA);
  }
  await markSeeded(db, MARK, { requests: written });
  ctx.log(`verification demo: ${written} pending requests`);
  return true;
}
