/**
 * The demo group chat (demo-group.ts): a rental group run by a demo chat person, with a second one as admin, its
 * announcement (zh), an invite link that does not expire, and a few messages: a reply quoting an earlier message and
 * one that @mentions the owner. People are the usernames of demo-chats.ts (the accounts the tests walk stay out of
 * chats, so their message lists start empty). tests/chat/demo-group-seed.test.ts screens every text for scam patterns.
 */
export const DEMO_GROUP = {
  name: '胡志明市租房交流群',
  owner: 'resident_mei',
  admin: 'resident_chen',
  members: ['resident_tom', 'resident_linh'],
  announcement: '欢迎大家！本群交流胡志明市的租房和生活信息。看房请约在小区门口或公寓大堂，签合同时当面核对房东证件和房产证。',
} as const;

/** One group message: who says it, the text, and optionally the earlier message (1-based) it answers and who it @mentions. */
export interface DemoGroupMessage {
  from: string;
  text: string;
  replyTo?: number;
  mentions?: string[];
}

/** In order; the first is the announcement said in the room (as the group's announce call does), added by the seed. */
export const DEMO_GROUP_MESSAGES: readonly DemoGroupMessage[] = [
  { from: 'resident_chen', text: '大家好，我是陈先生，富美兴有两套房出租，房东直租，有问题可以直接问我。' },
  { from: 'resident_tom', text: 'Hi everyone, is there a good place to buy a second-hand bike in District 7?' },
  { from: 'resident_linh', text: 'Chợ cuối tuần ở Quận 7 có bán xe đạp cũ, giá khá tốt.', replyTo: 3 },
  { from: 'resident_mei', text: '陈先生，两房那套还在吗？我同事下个月来胡志明市工作。', replyTo: 2 },
  { from: 'resident_chen', text: '@阿梅 还在的，周六上午可以带你同事来看房。', mentions: ['resident_mei'] },
  { from: 'resident_tom', text: 'Thanks Linh, I will go this weekend!', replyTo: 4 },
];
