import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
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
    // On the node the socket is on (a node without Redis closes only its own sockets).
    const ts = Math.floor(Date.now() / 1000);
    const ban = await c.app.inject({
      method: 'POST',
      url: `/api/admin/users/${u.id}/ban`,
      headers: { token: admin.token, lang: 'zh', terminal: '3', 'content-type': 'application/json' },
      payload: { reason: '骚扰他人', days: 1, _timestamp: ts, _sign: computeSign(c.t.config.SIGN_KEY, ts) },
    });
    expect(ban.statusCode).toBe(200);
    expect(await closed).toBe(4401);
    const again = await c.connect();
    expect(await again.request({ type: 'auth', token: u.user.ws_token }, 'auth_result')).toMatchObject({ success: false, code: 401 });
    again.close();
    expect((await c.call('userInfo', { token: u.token })).code).toBe(401);
  });
});
