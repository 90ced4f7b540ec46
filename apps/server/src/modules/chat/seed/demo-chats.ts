/**
 * The people of the demo chats: residents of the default area with accounts of their own (the demo password), so
 * the demo accounts the tests walk (member, publisher, admins) keep empty message lists.
 */
export const DEMO_CHAT_PEOPLE = [
  { username: 'resident_mei', mobile: '13700009001', nickname: '阿梅', bio: '在胡志明市做外贸，找第七郡的两房。' },
  { username: 'resident_chen', mobile: '13700009002', nickname: '陈先生', bio: '富美兴有两套房出租，房东直租。' },
  { username: 'resident_tom', mobile: '13700009003', nickname: 'Tom', bio: 'English teacher in District 2.' },
  { username: 'resident_linh', mobile: '13700009004', nickname: 'Linh', bio: 'Làm việc tại Quận 1, thích nấu ăn.' },
] as const;

/** One demo conversation: two demo accounts (by username) and their messages, first speaker first. */
export interface DemoChat {
  between: [string, string];
  /** [speaker index (0 or 1), text], oldest first. */
  messages: Array<[0 | 1, string]>;
}

/**
 * The demo chats (zh first, then en and vi): ordinary conversations of tenants, a landlord and neighbours.
 * tests/trust runs the scam screening over every message here: none may raise a warning (docs/trust.md).
 */
export const DEMO_CHATS: readonly DemoChat[] = [
  {
    between: ['resident_mei', 'resident_chen'],
    messages: [
      [0, '您好，请问富美兴那套两房还在出租吗？'],
      [1, '您好！还在的。两房两卫，家具家电齐全，月租 1500 美元，含物业费。'],
      [0, '可以养猫吗？我有一只很乖的猫。'],
      [1, '房东说可以养一只小型宠物，退房时把房子打扫干净就好。'],
      [0, '太好了。这周六上午方便看房吗？'],
      [1, '周六上午十点可以，我在小区大门口等您。'],
      [0, '好的。合同一般签多久？'],
      [1, '一般一年起签，看房满意的话，签合同时再当面核对房东证件和房产证。'],
      [0, '明白了，周六见，谢谢！'],
      [1, '不客气，周六见。'],
    ],
  },
  {
    between: ['resident_tom', 'resident_linh'],
    messages: [
      [0, 'Hi Linh, I saw your post about the cooking class. Is there still a place on Saturday?'],
      [1, 'Hi Tom! Yes, two places left. We make fresh spring rolls and pho, it takes about three hours.'],
      [0, 'Great, count me in. Should I bring anything?'],
      [1, 'Just an apron if you have one. We meet at the market entrance in District 1 at 9 am.'],
      [0, 'Perfect, see you there. Thanks!'],
    ],
  },
  {
    between: ['resident_linh', 'resident_chen'],
    messages: [
      [0, 'Chào anh, căn hộ một phòng ngủ ở Phú Mỹ Hưng còn cho thuê không ạ?'],
      [1, 'Chào em, còn nhé. Căn hộ có ban công, đầy đủ nội thất, giá 700 đô một tháng.'],
      [0, 'Chiều thứ Bảy em qua xem nhà được không anh?'],
      [1, 'Được em, ba giờ chiều anh đợi ở sảnh tòa nhà. Em xem ưng rồi mình ký hợp đồng tại chỗ.'],
      [0, 'Dạ em cảm ơn anh nhiều!'],
    ],
  },
];
