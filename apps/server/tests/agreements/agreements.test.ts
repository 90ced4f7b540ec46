import { createHash } from 'node:crypto';
import type { AgreementInfo, AgreementTemplate } from '@haiwai/contracts/agreements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { blankGlyphs, blankSignature, drawnSignature, pdfText } from './support.js';

type User = { token: string; id: number; mobile?: string };
type Page<T> = { list: T[]; next_cursor: string | null };
let t: TestApp;
let a: User;
let b: User;
let stranger: User;
let lease: AgreementTemplate;

const values = { landlord: '王强', tenant: 'Nguyễn Văn Bình', address: '胡志明市第七郡 Nguyễn Thị Thập 88 号', rent: '12000000', deposit: '24000000', start: '2027-01-01', months: '12' };
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function draft(owner: User, extra: Record<string, string> = {}) {
  const res = await t.call<AgreementInfo>('contractSave', { token: owner.token, body: { template_id: lease.id, side_lang: 'vi', values: { ...values, ...extra } } });
  expect(res.code, res.message).toBe(200);
  return res.data;
}
async function invited(owner: User, other: User) {
  const d = await draft(owner);
  const res = await t.call<{ contract: AgreementInfo }>('contractInvite', { token: owner.token, body: { id: d.id, by: 'member', user_id: other.id } });
  expect(res.code, res.message).toBe(200);
  return res.data.contract;
}
const sign = async (who: User, id: number, extra: Record<string, unknown> = {}) =>
  t.call<AgreementInfo>('contractSign', { token: who.token, body: { id, agree: true, signature: await drawnSignature(), ...extra }, headers: { 'user-agent': `TestPhone/${who.id}` }, ip: `198.51.100.${who.id % 250}` });
/** The PDF's raw bytes, as the web's fetchFile gets them. */
async function pdfBytes(who: User, id: number): Promise<Uint8Array> {
  const ts = Math.floor(Date.now() / 1000);
  const res = await t.app.inject({ method: 'GET', url: `/api/contract/pdf?id=${id}&_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`, headers: { token: who.token, lang: 'zh' } });
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}
const pdf = (who: User | null, id: number) => t.request('GET', '/api/contract/pdf', { token: who?.token ?? null, query: { id } });

beforeAll(async () => {
  t = await startTestApp();
  [a, b, stranger] = [await t.newUser({ nickname: '甲方' }), await t.newUser({ nickname: '乙方' }), await t.newUser({ nickname: '路人' })];
  const list = await t.call<Page<AgreementTemplate>>('contractTemplateList', { query: { kind: 'lease' } });
  lease = list.data.list[0]!;
}, 120_000);
afterAll(() => t.close());

describe('templates', () => {
  it('offers the four site templates with zh, en and vi text; mine needs a login', async () => {
    const res = await t.call<Page<AgreementTemplate>>('contractTemplateList', { lang: 'vi' });
    expect(res.data.list.map((x) => x.kind)).toEqual(['lease', 'car_sale', 'employment', 'service']);
    for (const x of res.data.list) expect([x.title.zh.length > 0, x.title.en.length > 0, x.title.vi.length > 0, x.owner_id]).toEqual([true, true, true, null]);
    expect(lease.title.vi).toBe('Hợp đồng thuê nhà');
    expect((await t.call('contractTemplateList', { query: { mine: '1' } })).status).toBe(401);
  });

  it('keeps a merchant’s own templates: create, change, list as mine; another member cannot change them', async () => {
    const body = { kind: 'other', title: { zh: '家政服务合同', vi: 'Hợp đồng giúp việc' }, clauses: [{ zh: '每周服务 {days} 天。', vi: 'Làm {days} ngày mỗi tuần.' }], fields: [{ key: 'days', type: 'number', label: { zh: '天数', vi: 'Số ngày' } }] };
    const made = await t.call<AgreementTemplate>('contractTemplateSave', { token: a.token, body });
    expect(made.code, made.message).toBe(200);
    expect([made.data.mine, made.data.fields[0]!.required, made.data.title.en]).toEqual([true, true, '']);
    const mine = await t.call<Page<AgreementTemplate>>('contractTemplateList', { token: a.token, query: { mine: '1' } });
    expect(mine.data.list.map((x) => x.id)).toEqual([made.data.id]);
    const theirs = await t.call('contractTemplateSave', { token: stranger.token, body: { ...body, id: made.data.id } });
    expect(theirs.status).toBe(404);
    const twice = await t.call('contractTemplateSave', { token: a.token, body: { ...body, fields: [...body.fields, ...body.fields] } });
    expect([twice.status, twice.message]).toEqual([400, '字段名重复：days']);
    expect((await t.call('contractTemplateSave', { token: a.token, body: { ...body, clauses: [] } })).status).toBe(400);
    // Nobody else may start a contract from it; a side language it has no text in is refused.
    expect((await t.call('contractSave', { token: stranger.token, body: { template_id: made.data.id, side_lang: 'vi', values: {} } })).status).toBe(404);
    expect((await t.call('contractSave', { token: a.token, body: { template_id: made.data.id, side_lang: 'en', values: {} } })).status).toBe(400);
  });
});

describe('a contract from draft to signed', () => {
  it('validates values by their field types and template', async () => {
    const bad = await t.call('contractSave', { token: a.token, lang: 'en', body: { template_id: lease.id, side_lang: 'vi', values: { start: '2027-13-01' } } });
    expect([bad.status, bad.message]).toEqual([400, '“起租日期” is not in the right form (numbers and amounts as digits, dates as YYYY-MM-DD)']);
    expect((await t.call('contractSave', { token: a.token, body: { template_id: lease.id, side_lang: 'vi', values: { colour: 'red' } } })).status).toBe(400);
    expect((await t.call('contractSave', { body: { template_id: lease.id, side_lang: 'vi', values: {} } })).status).toBe(401);
    const half = await draft(a, { rent: '', deposit: '' });
    const early = await t.call('contractInvite', { token: a.token, body: { id: half.id, by: 'member', user_id: b.id } });
    expect([early.status, early.message]).toEqual([400, '请先填写：月租金、押金']);
  });

  it('invites, both sign (who, when, IP, device), and the PDF is made; strangers, admins and anonymous callers are refused', async () => {
    const d = await draft(a);
    expect([d.status, d.can.edit, d.can.invite, d.clauses[0]!.side]).toEqual(['draft', true, true, 'Bên A cho Bên B thuê căn nhà tại 胡志明市第七郡 Nguyễn Thị Thập 88 号 để ở.']);
    // An optional field left empty reads as a blank line, never as its `{key}`.
    expect(d.clauses.at(-1)).toEqual({ zh: '其他约定：____', side: 'Thỏa thuận khác: ____' });
    expect((await t.call('contractInfo', { token: b.token, params: { id: d.id } })).status).toBe(404);
    const inv = await t.call<{ contract: AgreementInfo }>('contractInvite', { token: a.token, body: { id: d.id, by: 'member', user_id: b.id } });
    const c = inv.data.contract;
    expect([c.status, c.counterparty?.id, c.can.edit]).toEqual(['awaiting', b.id, false]);
    expect(c.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(13 * 86_400);
    const job = await t.db.selectFrom('scheduled_job').select(['status', 'kind']).where('key', '=', `agreement:${d.id}:expire`).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'pending', kind: 'agreements.expire' });
    expect((await t.call('contractSave', { token: a.token, body: { id: d.id, template_id: lease.id, side_lang: 'vi', values } })).status).toBe(409);
    const told = await t.db.selectFrom('notice').select('link').where('user_id', '=', b.id).where('ref_type', '=', 'agreement').execute();
    expect(told.map((n) => n.link)).toEqual([`/pagesA/sign/detail?id=${d.id}`]);

    const admin = await t.login('admin_hcm');
    const superadmin = await t.login('superadmin');
    for (const who of [stranger, admin, superadmin]) {
      expect((await t.call('contractInfo', { token: who.token, params: { id: d.id } })).status).toBe(404);
      expect((await sign(who as User, d.id)).status).toBe(404);
      expect((await t.call('contractVoid', { token: who.token, body: { id: d.id, reason: 'x' } })).status).toBe(404);
    }
    expect((await t.call('contractInfo', { params: { id: d.id } })).status).toBe(401);

    const blank = await t.call('contractSign', { token: b.token, body: { id: d.id, agree: true, signature: await blankSignature() } });
    expect([blank.status, blank.message]).toEqual([400, '签名是空白的，请在签名框内手写签名']);
    expect((await t.call('contractSign', { token: b.token, body: { id: d.id, agree: false, signature: await drawnSignature() } })).status).toBe(400);
    const first = await sign(b, d.id);
    expect([first.code, first.data.status, first.data.can.sign]).toEqual([200, 'awaiting', false]);
    expect((await sign(b, d.id)).status).toBe(409);
    expect((await pdf(a, d.id)).status).toBe(409);
    const done = await sign(a, d.id);
    expect(done.data.status).toBe('signed');
    expect(done.data.signatures.map((s) => [s.role, s.user_id, s.ip, s.user_agent])).toEqual([
      ['counterparty', b.id, `198.51.100.${b.id % 250}`, `TestPhone/${b.id}`],
      ['creator', a.id, `198.51.100.${a.id % 250}`, `TestPhone/${a.id}`],
    ]);
    expect(done.data.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.db.selectFrom('scheduled_job').select('status').where('key', '=', `agreement:${d.id}:expire`).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled' });
    expect((await t.call('contractVoid', { token: a.token, body: { id: d.id, reason: '反悔' } })).status).toBe(409);

    const file = await pdf(b, d.id);
    expect([file.status, file.headers['content-type'], file.headers['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
    for (const who of [stranger, admin, superadmin]) expect((await pdf(who as User, d.id)).status).toBe(404);
    expect((await pdf(null, d.id)).status).toBe(401);
  });
});

describe('the signed PDF', () => {
  let id: number;
  let bytes: Uint8Array;
  beforeAll(async () => {
    const c = await invited(a, b);
    id = c.id;
    await sign(a, id);
    await sign(b, id);
    bytes = await pdfBytes(a, id);
  });

  it('is the file whose SHA-256 is stored: the same bytes verify, one changed byte does not', async () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const info = await t.call<AgreementInfo>('contractInfo', { token: b.token, params: { id } });
    expect(sha(bytes)).toBe(info.data.pdf_sha256);
    const same = await t.call<{ match: boolean }>('contractVerify', { token: b.token, body: { id, sha256: sha(bytes).toUpperCase() } });
    expect(same.data.match).toBe(true);
    const changed = Buffer.from(bytes);
    const at = Math.floor(changed.length / 2);
    changed[at] = changed[at]! ^ 0x01;
    const other = await t.call<{ match: boolean }>('contractVerify', { token: a.token, body: { id, sha256: sha(changed) } });
    expect(other.data.match).toBe(false);
    expect((await t.call('contractVerify', { token: stranger.token, body: { id, sha256: sha(bytes) } })).status).toBe(404);
    expect((await t.call('contractVerify', { token: a.token, body: { id, sha256: 'abc' } })).status).toBe(400);
  });

  it('shows the Chinese and the Vietnamese text, the parties and the audit page (read back through the embedded font)', async () => {
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const body = pages.slice(0, -1).join('\n');
    expect(body).toContain('房屋租赁合同');
    expect(body).toContain('Hợp đồng thuê nhà');
    expect(body).toContain('月租金 / Tiền thuê hằng tháng: 12000000');
    expect(body).toContain('Tiền thuê hằng tháng là 12000000');
    expect(body).toContain('甲方');
    const audit = pages.at(-1)!;
    expect(audit).toContain('签署记录 / Nhật ký ký kết');
    expect(audit).toContain(`TestPhone/${a.id}`);
    expect(audit).toContain(`198.51.100.${b.id % 250}`);
    // And a viewer draws them: every character shown has an outline in the embedded font.
    expect(await blankGlyphs(bytes)).toEqual([]);
  });
});

describe('invitations, voiding, expiry and my list', () => {
  it('by link: a signed token shows the contract to whoever holds it until one of them signs; a forged or stale token does not', async () => {
    const d = await draft(a);
    const inv = await t.call<{ link: string; contract: AgreementInfo }>('contractInvite', { token: a.token, body: { id: d.id, by: 'link' } });
    expect(inv.data.link).toMatch(new RegExp(`^/pagesA/sign/sign\\?id=${d.id}&token=\\d+\\.[A-Za-z0-9_-]{32}$`));
    const token = new URL(inv.data.link, 'https://x').searchParams.get('token')!;
    expect((await t.call('contractInfo', { token: stranger.token, params: { id: d.id } })).status).toBe(404);
    const seen = await t.call<AgreementInfo>('contractInfo', { token: stranger.token, params: { id: d.id }, query: { token } });
    expect([seen.data.my_role, seen.data.can.sign, seen.data.can.void]).toEqual(['invitee', true, false]);
    const [exp, mac] = token.split('.');
    for (const bad of [`${exp}.${'A'.repeat(32)}`, `${Number(exp) + 1}.${mac}`, `1000000000.${mac}`]) {
      expect((await t.call('contractInfo', { token: stranger.token, params: { id: d.id }, query: { token: bad } })).status).toBe(404);
    }
    // Not for another contract either.
    const other = await draft(a);
    await t.call('contractInvite', { token: a.token, body: { id: other.id, by: 'link' } });
    expect((await t.call('contractInfo', { token: stranger.token, params: { id: other.id }, query: { token } })).status).toBe(404);
    const signed = await sign(stranger, d.id, { token });
    expect([signed.code, signed.data.my_role, signed.data.counterparty?.id]).toEqual([200, 'counterparty', stranger.id]);
    // Taken: the link shows it to nobody else now.
    expect((await t.call('contractInfo', { token: b.token, params: { id: d.id }, query: { token } })).status).toBe(404);
    expect((await t.call('contractInvite', { token: a.token, body: { id: d.id, by: 'member', user_id: b.id } })).status).toBe(409);
  });

  it('by mobile: however the number is written it finds the member; a mobile that is not yet a member is kept, masked', async () => {
    const d = await draft(a);
    const inv = await t.call<{ contract: AgreementInfo }>('contractInvite', { token: a.token, body: { id: d.id, by: 'mobile', area_code: '0086', mobile: b.mobile } });
    expect(inv.data.contract.counterparty?.id).toBe(b.id);
    const e = await draft(a);
    const out = await t.call<{ contract: AgreementInfo }>('contractInvite', { token: a.token, body: { id: e.id, by: 'mobile', area_code: '84', mobile: '0901234596' } });
    expect([out.data.contract.counterparty, out.data.contract.invited_mobile]).toEqual([null, '+84 90*****96']);
    expect((await t.call('contractInvite', { token: a.token, body: { id: e.id, by: 'mobile', area_code: '86', mobile: a.mobile } })).status).toBe(400);
    expect((await t.call('contractInvite', { token: a.token, body: { id: e.id, by: 'member' } })).status).toBe(400);
    expect((await t.call('contractInvite', { token: b.token, body: { id: e.id, by: 'link' } })).status).toBe(404);
  });

  it('either party voids before signing, with a reason; the other is told and the timer goes', async () => {
    const c = await invited(a, b);
    expect((await t.call('contractVoid', { token: b.token, body: { id: c.id, reason: '' } })).status).toBe(400);
    const v = await t.call<AgreementInfo>('contractVoid', { token: b.token, body: { id: c.id, reason: '房子已租给别人' } });
    expect([v.data.status, v.data.void_reason, v.data.can.sign]).toEqual(['voided', '房子已租给别人', false]);
    const told = await t.db.selectFrom('notice').select('body').where('user_id', '=', a.id).where('ref_id', '=', c.id).execute();
    expect(told).toHaveLength(1);
    expect(await t.db.selectFrom('scheduled_job').select('status').where('key', '=', `agreement:${c.id}:expire`).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled' });
    expect((await sign(b, c.id)).status).toBe(409);
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'admin_id']).where('target_type', '=', 'agreement').where('target_id', '=', c.id).orderBy('id').execute();
    expect(audit).toEqual([{ action: 'agreement.awaiting', admin_id: a.id }, { action: 'agreement.voided', admin_id: b.id }]);
  });

  it('expires on its durable timer when nobody completes it; a signed contract is left alone by a late timer', async () => {
    const c = await invited(a, b);
    await sign(a, c.id);
    const done = await invited(a, b);
    await sign(a, done.id);
    await sign(b, done.id);
    await t.db.updateTable('scheduled_job').set({ run_at: new Date(Date.now() - 1000), status: 'pending' }).where('key', 'in', [`agreement:${c.id}:expire`, `agreement:${done.id}:expire`]).execute();
    await t.app.timers.runDue();
    const after = await t.call<AgreementInfo>('contractInfo', { token: b.token, params: { id: c.id } });
    expect([after.data.status, after.data.can.sign, after.data.can.void]).toEqual(['expired', false, false]);
    expect((await t.call<AgreementInfo>('contractInfo', { token: b.token, params: { id: done.id } })).data.status).toBe('signed');
    const told = await t.db.selectFrom('notice').select('user_id').where('ref_type', '=', 'agreement').where('ref_id', '=', c.id).where('kind', '=', 'system').execute();
    expect(told.map((n) => n.user_id).sort()).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('lists my contracts (either side) by state, newest first, through the pager', async () => {
    const mine = await t.call<Page<{ id: number; status: string; my_role: string }>>('contractList', { token: b.token, query: { limit: 2 } });
    expect(mine.data.list).toHaveLength(2);
    expect(mine.data.next_cursor).not.toBeNull();
    const next = await t.call<Page<{ id: number }>>('contractList', { token: b.token, query: { limit: 2, cursor: mine.data.next_cursor! } });
    expect(next.data.list[0]!.id).toBeLessThan(mine.data.list[1]!.id);
    const signed = await t.call<Page<{ status: string; my_role: string }>>('contractList', { token: b.token, query: { status: 'signed', limit: 50 } });
    expect(signed.data.list.length).toBeGreaterThanOrEqual(3);
    expect(new Set(signed.data.list.map((x) => `${x.status}:${x.my_role}`))).toEqual(new Set(['signed:counterparty']));
    expect((await t.call<Page<unknown>>('contractList', { token: stranger.token, query: { status: 'draft' } })).data.list).toEqual([]);
    expect((await t.call('contractList', { query: {} })).status).toBe(401);
    expect((await t.call('contractList', { token: b.token, query: { status: 'nope' } })).status).toBe(400);
  });
});
