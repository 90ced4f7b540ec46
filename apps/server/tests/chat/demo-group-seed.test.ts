import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@haiwai/contracts';
import type { GroupInfo } from '@haiwai/contracts/chat';
import type { SeedContext } from '../../src/core/module.js';
import { seedDemoChats } from '../../src/modules/chat/seed/demo.js';
import { DEMO_GROUP, DEMO_GROUP_MESSAGES } from '../../src/modules/chat/seed/demo-group-data.js';
import { ScamScreen } from '../../src/modules/trust/index.js';
import { SiteAreaDirectory } from '../../src/modules/site-area/index.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The chat module's demo stage on the demo accounts: the one-to-one chats, then the demo group with its newer features. */
let t: TestApp;
const seedContext = (): SeedContext => ({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} });

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

describe('chat demo seed: the group', () => {
  let groupId = 0;

  it('the owner logs in and finds the group on top, two unread and marked "someone @mentioned you"', async () => {
    expect(await seedDemoChats(seedContext())).toBe(true);
    const owner = await t.login('13700009001');
    const list = await t.call<{ list: Conversation[] }>('chatConversationList', { token: owner.token, query: { limit: 20 } });
    const group = list.data.list[0]!;
    expect([group.name, group.type, group.unread_count, group.mention, group.member_count]).toEqual([DEMO_GROUP.name, 2, 2, 'me', 4]);
    groupId = group.id;
  });

  it('the owner and a second demo account as admin see the zh announcement and an invite link that works', async () => {
    const owner = await t.login('13700009001');
    const admin = await t.login('13700009002');
    const mine = await t.call<GroupInfo>('chatGroupInfo', { token: owner.token, query: { conversation_id: groupId } });
    const theirs = await t.call<GroupInfo>('chatGroupInfo', { token: admin.token, query: { conversation_id: groupId } });
    expect([mine.data.my_role, theirs.data.my_role]).toEqual(['owner', 'admin']);
    expect(mine.data.announcement?.text).toBe(DEMO_GROUP.announcement);
    expect(mine.data.invite).toMatchObject({ expires_at: null, approval: false });
    // The link opens for someone outside the group, who joins through it.
    const newcomer = await t.newUser();
    const preview = await t.call<{ name: string; member_count: number }>('chatGroupInvitePreview', { token: newcomer.token, query: { token: mine.data.invite!.token } });
    expect([preview.data.name, preview.data.member_count]).toEqual([DEMO_GROUP.name, 4]);
    const joined = await t.call('chatGroupJoin', { token: newcomer.token, body: { token: mine.data.invite!.token } });
    expect(joined.status).toBe(200);
  });

  it('the room holds the announcement line, replies with their quotes and an @mention of the owner', async () => {
    const owner = await t.login('13700009001');
    const history = await t.call<{ messages: ChatMessage[] }>('chatHistory', { token: owner.token, query: { conversation_id: groupId } });
    const msgs = history.data.messages;
    expect(msgs).toHaveLength(DEMO_GROUP_MESSAGES.length + 1);
    expect(msgs[0]!.content.text).toBe(`【群公告】${DEMO_GROUP.announcement}`);
    const replies = msgs.filter((m) => m.content.quote);
    expect(replies.map((r) => [r.content.quote!.message_id, r.content.quote!.nickname])).toEqual([
      [msgs[2]!.message_id, 'Tom'],
      [msgs[1]!.message_id, '陈先生'],
      [msgs[3]!.message_id, 'Linh'],
    ]);
    expect(replies[1]!.content.quote!.text).toBe(msgs[1]!.content.text);
    const mention = msgs.find((m) => m.content.mentions?.length)!;
    expect([mention.content.mentions, mention.nickname]).toEqual([[owner.id], '陈先生']);
  });

  it('a second run writes nothing; the accounts the tests walk stay out of the group', async () => {
    expect(await seedDemoChats(seedContext())).toBe(false);
    const member = await t.login('13800000001');
    const list = await t.call<{ list: Conversation[] }>('chatConversationList', { token: member.token, query: { limit: 20 } });
    expect(list.data.list).toEqual([]);
  });

  it('no false scam alarm on the group’s texts in any area', async () => {
    const screen = new ScamScreen(t.db, new SiteAreaDirectory(t.db));
    const areas = await t.db.selectFrom('site_area').select('id').execute();
    const texts = [DEMO_GROUP.announcement, ...DEMO_GROUP_MESSAGES.map((m) => m.text)];
    for (const area of areas) for (const text of texts) expect(await screen.matches(area.id, text), text).toEqual([]);
  });
});
