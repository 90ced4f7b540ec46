import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

interface Pattern {
  id: number;
  site_area_id: number;
  kind: string;
  lang: string;
  topic: string;
  pattern: string;
  enabled: boolean;
}

let t: TestApp;
let hcm: number;
let bangkok: number;
let adminHcm: { token: string; id: number };
let superAdmin: { token: string; id: number };
let member: { token: string; id: number };
beforeAll(async () => {
  t = await startTestApp();
  const area = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  [hcm, bangkok] = [await area('hcm'), await area('bangkok')];
  [adminHcm, superAdmin, member] = await Promise.all([t.login('admin_hcm'), t.login('superadmin'), t.login('member')]);
});
afterAll(() => t.close());

const save = (token: string | undefined, body: Record<string, unknown>, lang?: string) => t.call<Pattern>('adminScamPatternSave', { token, body, lang });
const pattern = (extra: Record<string, unknown> = {}) => ({ site_area_id: hcm, kind: 'word', lang: 'zh', topic: 'payment', pattern: '押金打到我私人账户', ...extra });

describe('scam pattern admin', () => {
  it('an area admin adds a phrase; it lists, a new member’s message with it is flagged at once, and the test call finds it; change and delete are audited', async () => {
    const added = await save(adminHcm.token, pattern());
    expect(added.status, added.message).toBe(200);
    expect(added.data).toMatchObject({ site_area_id: hcm, kind: 'word', pattern: '押金打到我私人账户', enabled: true });
    const list = await t.call<{ list: Pattern[]; next_cursor: string | null }>('adminScamPatternList', { token: adminHcm.token, query: { site_area_id: hcm, lang: 'zh', limit: 200 } });
    expect(list.status).toBe(200);
    expect(list.data.list[0]!.id).toBe(added.data.id);
    expect(list.data.list.every((p) => p.site_area_id === hcm && p.lang === 'zh')).toBe(true);

    const [newcomer, landlord] = [await t.newUser(), await t.newUser()];
    await t.db.updateTable('app_user').set({ site_area_id: hcm }).where('id', 'in', [newcomer.id, landlord.id]).execute();
    const sent = await t.call<{ id: number; conversation_id: number }>('chatSend', { token: newcomer.token, body: { other_user_id: landlord.id, content: { text: '押金打到我私人账户就行' } } });
    const seen = await t.call<{ messages: Array<{ warning?: string }> }>('chatHistory', { token: landlord.token, query: { conversation_id: sent.data.conversation_id } });
    expect(seen.data.messages[0]!.warning).toBe('scam');

    const tested = await t.call<{ matches: Array<{ source: string; pattern_id: number | null; text: string }> }>('adminScamPatternTest', { token: adminHcm.token, body: { site_area_id: hcm, text: '押金打到我私人账户，电话 0912345678' } });
    expect(tested.data.matches).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'pattern', pattern_id: added.data.id }), expect.objectContaining({ source: 'phone', text: '0912345678' })]));

    const changed = await save(adminHcm.token, pattern({ id: added.data.id, enabled: false }));
    expect(changed.data.enabled).toBe(false);
    expect((await t.call('adminScamPatternDelete', { token: adminHcm.token, params: { id: added.data.id } })).status).toBe(200);
    const actions = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'scam_pattern').where('target_id', '=', added.data.id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['scam_pattern.add', 'scam_pattern.update', 'scam_pattern.delete']);
  });

  it('a regular expression is checked: invalid, nested repeats, back-references and empty matches are a 400 saying what to change', async () => {
    const ok = await save(adminHcm.token, pattern({ kind: 'regex', lang: 'en', topic: 'contact', pattern: '\\bsignal\\s{0,3}id\\b' }));
    expect(ok.status, ok.message).toBe(200);
    const bad = await save(adminHcm.token, pattern({ kind: 'regex', pattern: '(微信' }));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^正则表达式无效：/);
    const en = await save(adminHcm.token, pattern({ kind: 'regex', pattern: '(a+)+$' }), 'en');
    expect(en.status).toBe(400);
    expect(en.message).toContain('may not repeat a group that itself repeats');
    const vi = await save(adminHcm.token, pattern({ kind: 'regex', pattern: '(\\w|\\d)*x' }), 'vi');
    expect(vi.status).toBe(400);
    expect(vi.message).toContain('không được lặp một nhóm');
    expect((await save(adminHcm.token, pattern({ kind: 'regex', pattern: '(a)\\1' }))).message).toContain('反向引用');
    expect((await save(adminHcm.token, pattern({ kind: 'regex', pattern: '.*x.*y.*z' }))).message).toContain('不限次数');
    expect((await save(adminHcm.token, pattern({ kind: 'regex', pattern: 'x?' }))).message).toContain('空文本');
    expect((await save(adminHcm.token, pattern({ pattern: '长'.repeat(41) }))).message).toBe('关键词最多 40 个字符');
    expect((await save(adminHcm.token, pattern({ kind: 'regex', pattern: 'a'.repeat(81) }))).status).toBe(400);
    expect((await save(adminHcm.token, pattern({ kind: 'sql' }))).status).toBe(400);
    expect((await save(adminHcm.token, pattern({ site_area_id: 99999 }))).status).toBe(400);
  });

  it('the same pattern twice in an area is a 409', async () => {
    expect((await save(adminHcm.token, pattern({ pattern: '先打钱再看房' }))).status).toBe(200);
    const again = await save(adminHcm.token, pattern({ pattern: '先打钱再看房' }));
    expect(again.status).toBe(409);
    expect(again.message).toBe('本站点已有这个规则');
  });

  it('another area is refused to an area admin (403), allowed to the super admin; members get 403, no token 401', async () => {
    const other = await save(adminHcm.token, pattern({ site_area_id: bangkok, pattern: 'โอนเงินก่อน' }));
    expect(other.status).toBe(403);
    expect((await t.call('adminScamPatternList', { token: adminHcm.token, query: { site_area_id: bangkok } })).status).toBe(403);
    expect((await t.call('adminScamPatternTest', { token: adminHcm.token, body: { site_area_id: bangkok, text: 'x' } })).status).toBe(403);
    const bkk = await save(superAdmin.token, pattern({ site_area_id: bangkok, pattern: 'โอนเงินก่อน' }));
    expect(bkk.status).toBe(200);
    expect((await t.call('adminScamPatternDelete', { token: adminHcm.token, params: { id: bkk.data.id } })).status).toBe(403);
    expect((await save(adminHcm.token, pattern({ id: bkk.data.id, site_area_id: hcm }))).status).toBe(403);
    for (const token of [member.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await t.call('adminScamPatternList', { token, query: {} })).status).toBe(expected);
      expect((await save(token, pattern())).status).toBe(expected);
      expect((await t.call('adminScamPatternDelete', { token, params: { id: bkk.data.id } })).status).toBe(expected);
      expect((await t.call('adminScamPatternTest', { token, body: { site_area_id: hcm, text: 'x' } })).status).toBe(expected);
    }
    expect((await t.call('adminScamPatternDelete', { token: superAdmin.token, params: { id: 2_000_000_000 } })).status).toBe(404);
  });
});
