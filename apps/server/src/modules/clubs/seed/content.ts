import type { ClubCategory } from '@haiwai/contracts/clubs/constants';

type Text = { zh: string; en: string; vi: string };
export interface DemoClub {
  category: ClubCategory;
  /** The language the club is written in (members write in one): zh first. */
  lang: keyof Text;
  name: Text;
  intro: Text;
  events: Array<{ days: number; hour: number; title: Text; text: Text; place: Text; capacity: number; dLat: number; dLng: number }>;
}

/** Three demo clubs per area, written in Chinese, English and Vietnamese; event days are from the day of seeding. */
export const DEMO_CLUBS: DemoClub[] = [
  {
    category: 'sports',
    lang: 'zh',
    name: { zh: '{city}华人羽毛球俱乐部', en: '{city} Badminton Club', vi: 'CLB cầu lông người Hoa {city}' },
    intro: {
      zh: '每周六上午固定打球，新手老手都欢迎。场地费 AA，球由俱乐部提供。入会请简单介绍一下自己的水平。',
      en: 'We play every Saturday morning; beginners and regulars welcome. Court fees are shared, shuttles provided.',
      vi: 'Chơi cố định sáng thứ Bảy hằng tuần, người mới và người chơi lâu đều được chào đón. Tiền sân chia đều.',
    },
    events: [
      { days: 5, hour: 8, title: { zh: '周六羽毛球局', en: 'Saturday badminton', vi: 'Cầu lông sáng thứ Bảy' }, text: { zh: '两小时，4 片场地，自带球拍。', en: 'Two hours on four courts; bring your racket.', vi: 'Hai tiếng, 4 sân, mang vợt theo.' }, place: { zh: '市体育中心羽毛球馆', en: 'City Sports Centre badminton hall', vi: 'Nhà thi đấu cầu lông Trung tâm Thể thao' }, capacity: 16, dLat: 0.01, dLng: -0.012 },
      { days: 19, hour: 9, title: { zh: '俱乐部内部赛', en: 'Club tournament', vi: 'Giải đấu nội bộ' }, text: { zh: '双打淘汰赛，赛后聚餐。', en: 'Doubles knockout, lunch afterwards.', vi: 'Đánh đôi loại trực tiếp, ăn trưa sau đó.' }, place: { zh: '市体育中心羽毛球馆', en: 'City Sports Centre badminton hall', vi: 'Nhà thi đấu cầu lông Trung tâm Thể thao' }, capacity: 24, dLat: 0.01, dLng: -0.012 },
    ],
  },
  {
    category: 'business',
    lang: 'en',
    name: { zh: '{city}华商交流会', en: '{city} Chinese Business Network', vi: 'Hội doanh nhân Hoa {city}' },
    intro: {
      zh: '在本地经商的华人朋友交流平台：每月一次主题分享，话题包括税务、用工、进出口。',
      en: 'A monthly meetup for Chinese entrepreneurs in town: talks on tax, hiring, import and export, and plenty of time to meet.',
      vi: 'Buổi gặp mặt hằng tháng của doanh nhân người Hoa: chia sẻ về thuế, tuyển dụng, xuất nhập khẩu.',
    },
    events: [
      { days: 9, hour: 19, title: { zh: '月度分享：本地用工与社保', en: 'Monthly talk: hiring and social insurance', vi: 'Chia sẻ tháng: tuyển dụng và bảo hiểm xã hội' }, text: { zh: '律师主讲，会后自由交流。', en: 'A lawyer speaks; networking afterwards.', vi: 'Luật sư trình bày, sau đó giao lưu.' }, place: { zh: '市中心酒店会议室', en: 'Downtown hotel meeting room', vi: 'Phòng họp khách sạn trung tâm' }, capacity: 40, dLat: -0.004, dLng: 0.006 },
    ],
  },
  {
    category: 'language',
    lang: 'vi',
    name: { zh: '{city}中越语言交换', en: '{city} Chinese–Vietnamese Exchange', vi: 'Trao đổi ngôn ngữ Hoa–Việt {city}' },
    intro: {
      zh: '中文母语者和越南语母语者结对练习口语，每两周一次，在咖啡馆轻松聊天。',
      en: 'Native Chinese and Vietnamese speakers pair up to practise, every other week in a café.',
      vi: 'Người nói tiếng Hoa và tiếng Việt bắt cặp luyện nói, hai tuần một lần tại quán cà phê.',
    },
    events: [
      { days: 3, hour: 18, title: { zh: '咖啡馆语言角', en: 'Café language corner', vi: 'Góc ngôn ngữ ở quán cà phê' }, text: { zh: '一小时中文、一小时越南语。', en: 'One hour Chinese, one hour Vietnamese.', vi: 'Một giờ tiếng Hoa, một giờ tiếng Việt.' }, place: { zh: '河畔咖啡馆二楼', en: 'Riverside café, first floor', vi: 'Tầng 2 quán cà phê ven sông' }, capacity: 12, dLat: 0.006, dLng: 0.004 },
    ],
  },
];
