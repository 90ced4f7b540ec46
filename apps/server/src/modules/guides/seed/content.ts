import type { Lang } from '@haiwai/contracts';

/** One demo guide or translator; `{city}` in texts is the area's name in the text's language. */
export interface GuideTemplate {
  nickname: string;
  lang: Lang;
  title: string;
  /** Index into GUIDE_CATEGORIES. */
  category: number;
  description: string;
  roles: Array<'guide' | 'translator'>;
  languages: string[];
  services: string[];
  /** Rates in US dollars, turned into the area's currency by the seed. */
  usdHour: number;
  usdDay: number | null;
  years: number;
  certificates: number;
}

/** Ten per area: most written in Chinese, two in English, one in Vietnamese (zh first, as the app's readers are). */
export const GUIDE_TEMPLATES: GuideTemplate[] = [
  {
    nickname: '王导', lang: 'zh', category: 0, title: '王导·{city}中文导游', roles: ['guide'], languages: ['zh', 'en'], services: ['tour', 'airport', 'shopping'], usdHour: 15, usdDay: 100, years: 8, certificates: 2,
    description: '在{city}生活八年，持证导游。熟悉老城区、博物馆和地道小吃，可安排半日或一日游，带老人孩子的家庭也很合适。接送机可提前预约。',
  },
  {
    nickname: '陈翻译', lang: 'zh', category: 1, title: '陈小姐·商务陪同翻译', roles: ['translator'], languages: ['zh', 'vi', 'en'], services: ['business', 'documents'], usdHour: 25, usdDay: 160, years: 6, certificates: 2,
    description: '越南语专业毕业，六年商务翻译经验，做过工厂验厂、展会、合同谈判陪同。文件笔译当天可交。请提前两天预约。',
  },
  {
    nickname: '阿明', lang: 'zh', category: 2, title: '阿明·导游兼翻译', roles: ['guide', 'translator'], languages: ['zh', 'vi'], services: ['tour', 'business', 'medical'], usdHour: 18, usdDay: 120, years: 5, certificates: 1,
    description: '本地华人，中越双语。可以陪同看病、办事、看房，也可以带您逛{city}。周末也可预约。',
  },
  {
    nickname: '李姐', lang: 'zh', category: 2, title: '李姐·就医陪同翻译', roles: ['translator'], languages: ['zh', 'vi'], services: ['medical', 'documents'], usdHour: 20, usdDay: 130, years: 10, certificates: 3,
    description: '护士出身，在{city}各大医院做陪诊翻译十年，熟悉挂号、检查、住院流程。病历和化验单可代为翻译。',
  },
  {
    nickname: '小周', lang: 'zh', category: 0, title: '小周·美食夜游向导', roles: ['guide'], languages: ['zh'], services: ['tour', 'shopping'], usdHour: 12, usdDay: 80, years: 3, certificates: 1,
    description: '带你吃遍{city}的夜市和街边小店，不走游客路线。四人以内小团，可按小时预约。',
  },
  {
    nickname: '张老师', lang: 'zh', category: 3, title: '张老师·法律文件翻译', roles: ['translator'], languages: ['zh', 'en', 'vi'], services: ['documents', 'business'], usdHour: 30, usdDay: 200, years: 12, certificates: 3,
    description: '专注合同、公司注册、签证材料等文件翻译，可配合公证。也可陪同去政府部门办事。',
  },
  {
    nickname: '刘师傅', lang: 'zh', category: 4, title: '刘师傅·包车导游', roles: ['guide'], languages: ['zh', 'en'], services: ['tour', 'airport'], usdHour: 16, usdDay: 110, years: 9, certificates: 2,
    description: '七座车包车带导游，{city}周边一日游、接送机都可以。车上有儿童座椅，可以开发票。',
  },
  {
    nickname: 'Linda', lang: 'en', category: 0, title: 'Linda · English and Chinese guide in {city}', roles: ['guide', 'translator'], languages: ['en', 'zh', 'vi'], services: ['tour', 'business', 'shopping'], usdHour: 22, usdDay: 150, years: 7, certificates: 2,
    description: 'Licensed guide and interpreter. Walking tours of {city}, markets and museums; business meetings and factory visits in English, Chinese or Vietnamese.',
  },
  {
    nickname: 'Tom', lang: 'en', category: 4, title: 'Tom · Airport pick-up and city tours', roles: ['guide'], languages: ['en', 'zh'], services: ['airport', 'tour'], usdHour: 14, usdDay: 90, years: 4, certificates: 1,
    description: 'Airport pick-ups any time of day, then a first drive around {city}: SIM card, money exchange and where to eat near your hotel.',
  },
  {
    nickname: 'Hạnh', lang: 'vi', category: 1, title: 'Hạnh · Phiên dịch Trung – Việt tại {city}', roles: ['translator'], languages: ['vi', 'zh'], services: ['business', 'medical', 'documents'], usdHour: 18, usdDay: 120, years: 5, certificates: 2,
    description: 'Phiên dịch tiếng Trung – tiếng Việt cho doanh nghiệp, đi khám bệnh và làm giấy tờ tại {city}. Có thể dịch tài liệu trong ngày.',
  },
];

/** Reviews demo members left after completed bookings (rating, text). */
export const DEMO_REVIEWS: Array<[number, string]> = [
  [5, '非常专业，行程安排得很好，老人孩子都很满意。'],
  [4, '翻译准确，准时到达，下次还会找。'],
  [5, 'Very helpful and on time. Highly recommended!'],
  [5, 'Rất nhiệt tình, dịch chính xác.'],
  [4, '人很好，就是那天堵车晚到了十分钟。'],
];
