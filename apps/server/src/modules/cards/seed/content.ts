import type { Lang } from '@haiwai/contracts';
import type { CardTheme } from '@haiwai/contracts/cards/constants';

/** Country calling codes of the seeded areas' countries, for the demo cards' phone numbers. */
export const CALLING_CODES: Record<string, string> = { VN: '84', KH: '855', TH: '66', MY: '60', PH: '63', AE: '971', SG: '65', ID: '62', CN: '86' };

export interface DemoCard {
  lang: Lang;
  name: string;
  title: string;
  /** `{area}` becomes the area's name in the card's language. */
  company: string;
  address: string;
  intro: string;
  theme: CardTheme;
  wechat: string;
}

/** The area service centre manager's card, printed in three languages (Chinese first), as many traders do. */
export const AREA_CARDS: DemoCard[] = [
  {
    lang: 'zh',
    name: '陈思远',
    title: '社区服务经理',
    company: '{area}华人服务中心',
    address: '{area}市中心 华人服务中心 2 楼',
    intro: '为新到{area}的华人提供租房、签证、办证和生活咨询，欢迎来电或加微信。',
    theme: 'classic',
    wechat: 'chensiyuan_hw',
  },
  {
    lang: 'en',
    name: 'Chen Siyuan',
    title: 'Community Service Manager',
    company: '{area} Chinese Community Centre',
    address: '2nd floor, Chinese Community Centre, central {area}',
    intro: 'Helping newcomers to {area} with housing, visas, paperwork and daily life. Call or add me on WeChat.',
    theme: 'ink',
    wechat: 'chensiyuan_hw',
  },
  {
    lang: 'vi',
    name: 'Trần Tư Viễn',
    title: 'Quản lý dịch vụ cộng đồng',
    company: 'Trung tâm dịch vụ người Hoa {area}',
    address: 'Tầng 2, Trung tâm dịch vụ người Hoa, trung tâm {area}',
    intro: 'Hỗ trợ người mới đến {area}: thuê nhà, visa, giấy tờ và đời sống. Hãy gọi điện hoặc kết bạn WeChat.',
    theme: 'jade',
    wechat: 'chensiyuan_hw',
  },
];

/** The demo publisher's own card in Ho Chi Minh City (an estate agent with a Chinese-speaking service). */
export const PUBLISHER_CARD = {
  /** A fixed code, so the demo's card page has a stable address (`/c/anjuwang`) for the docs and browser tests. */
  code: 'anjuwang',
  name: '王志强',
  title: '置业顾问 · 店长',
  company: '安居地产（胡志明市）',
  phone: '+84 908 123 456',
  wechat: 'anju_aqiang',
  email: 'aqiang@anju-realty.vn',
  address: '胡志明市第七郡 阮文灵大道 88 号',
  intro: '专注第七郡、第二郡租房和买房，中文、越南语服务，看房随叫随到。',
  theme: 'crimson' as CardTheme,
};
