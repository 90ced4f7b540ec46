import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChat, sleep, type ChatTest } from '../chat/support.js';

/**
 * A ban ends the member's chat at once (docs/roles.md, "Bans"): every open socket of theirs is closed (4401) and
 * their chat tokens no longer authenticate. Real sockets on a listening server.
 */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c?.close());

describe('a ban and the member’s chat', () => {
  it('closes their open sockets at once and refuses their chat token', async () => {
    const u = await c.t.newUser();
    const hcm = (await c.t.db.selectFrom('site_area').select('id').where('code', '=', 'hcm').executeTakeFirstOrThrow()).id;
    await c.t.db.updateTable('app_user').set({ site_area_id: hcm }).where('id', '=', u.id).execute();
    const admin = await c.t.login('admin_hcm');
    const ws = await c.online({ token: u.token, wsToken: u.user.ws_token });
    const closed = Promise.race([ws.closed.then((x) => x.code), sleep(3000).then(() => null)]);
    const ban = await c.t.call('adminUserBan', { token: admin.token, params: { id: u.id }, body: { reason: '骚扰他人', days: 1 } });
    expect(ban.code).toBe(200);
    expect(await closed).toBe(4401);
    const again = await c.connect();
    expect(await again.request({ type: 'auth', token: u.user.ws_token }, 'auth_result')).toMatchObject({ success: false, code: 401 });
    again.close();
    expect((await c.call('userInfo', { token: u.token })).code).toBe(401);
  });
});
