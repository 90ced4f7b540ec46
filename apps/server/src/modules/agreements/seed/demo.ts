import sharp from 'sharp';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { insertJob } from '../../../core/timers/store.js';
import { EXPIRE_KIND, expiryKey } from '../moves.js';
import { makePdf } from '../signing.js';
import { loadAgreement } from '../view.js';

const MARK = 'seed.agreements.demo';
const DAY = 86_400_000;

/** A handwritten-looking stroke as a PNG, for the demo's signatures. */
const stroke = (d: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="${d}" fill="none" stroke="#1a1a1a" stroke-width="4" stroke-linecap="round"/></svg>`)).png().toBuffer();

/**
 * Demo contracts between the demo landlord (publisher, 阿强) and the demo member (小林) in Ho Chi Minh City: a house
 * lease sent to 小林 and awaiting both signatures (Chinese with Vietnamese), and a service agreement both signed, with its PDF
 * (Chinese with English).
 */
export async function seedAgreementsDemo({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const users = await db.selectFrom('app_user').select(['id', 'username']).where('username', 'in', ['publisher', 'member']).execute();
  const landlord = users.find((u) => u.username === 'publisher');
  const member = users.find((u) => u.username === 'member');
  const area = await db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirst();
  const templates = await db.selectFrom('agreement_template').selectAll().where('seed_key', 'in', ['lease', 'service']).execute();
  const lease = templates.find((t) => t.seed_key === 'lease');
  const service = templates.find((t) => t.seed_key === 'service');
  if (!landlord || !member || !area || !lease || !service) return false;
  const [sigA, sigB] = await Promise.all([stroke('M10 70 C 40 10, 70 10, 90 60 S 150 90, 180 40 S 240 20, 290 60'), stroke('M15 60 Q 60 5 100 60 T 190 60 M 200 30 L 280 75')]);
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const base = { site_area_id: area.id, creator_id: landlord.id, counterparty_id: member.id, status: 'awaiting' as const };
    const awaiting = await trx
      .insertInto('agreement')
      .values({
        ...base,
        template_id: lease.id,
        kind: 'lease',
        side_lang: 'vi',
        title: JSON.stringify(lease.title),
        clauses: JSON.stringify(lease.clauses),
        fields: JSON.stringify(lease.fields),
        field_values: JSON.stringify({ landlord: '王强', tenant: '林晓', address: '胡志明市第七郡 Nguyễn Thị Thập 街 88 号 12 楼', rent: '12000000', deposit: '24000000', start: '2027-01-01', months: '12', notes: '家具家电齐全，每月清洁一次。' }),
        expires_at: new Date(now + 14 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertJob(trx, { kind: EXPIRE_KIND, key: expiryKey(awaiting.id), payload: { id: awaiting.id }, runAt: new Date(now + 14 * DAY) });
    const signed = await trx
      .insertInto('agreement')
      .values({
        ...base,
        template_id: service.id,
        kind: 'service',
        side_lang: 'en',
        title: JSON.stringify(service.title),
        clauses: JSON.stringify(service.clauses),
        fields: JSON.stringify(service.fields),
        field_values: JSON.stringify({ client: '林晓', provider: '安居地产 王强', scope: '协助办理租房登记和临时居住申报（tạm trú）。', fee: '1500000', due: '2026-12-31' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [role, userId, image] of [['creator', landlord.id, sigA], ['counterparty', member.id, sigB]] as const) {
      await trx.insertInto('agreement_signature').values({ agreement_id: signed.id, user_id: userId, role, image, ip: '203.0.113.20', user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' }).execute();
    }
    const signedAt = new Date(now - DAY);
    const hash = await makePdf(trx, (await loadAgreement(trx, signed.id))!, signedAt);
    await trx.updateTable('agreement').set({ status: 'signed', pdf_sha256: hash, signed_at: signedAt }).where('id', '=', signed.id).execute();
    await markSeeded(trx, MARK);
  });
  log('seeded 2 demo contracts');
  return true;
}
