/**
 * Demo exposures (docs/exposures.md), written in the language their author would use — Chinese first, then English
 * and Vietnamese — as every area's demo board. Parties are made up: their phones are not any demo account's.
 */
export interface DemoExposure {
  title: string;
  story: string;
  /** Major units of the area's currency lost (0: none). */
  lost: number;
  daysAgo: number;
  party: string;
  /** A national number of the area's country, or null. */
  mobile: string | null;
  /** Names the area's first company (the one that answers). */
  company: boolean;
  status: 'approved' | 'pending';
  reply?: string;
  /** Which evidence pictures (0–2) it carries, and which of them the admin made public. */
  evidence: number[];
  shown: number[];
}

export const DEMO_EXPOSURES: DemoExposure[] = [
  {
    title: '房东扣押押金两个月不退',
    story: '去年在第七郡租了一套公寓，合同写明退房后 7 天内退还押金。退房验收时房东当面确认没有损坏，但之后一直以各种理由拖延，电话不接，微信拉黑。附上合同、验收视频截图和转账记录。',
    lost: 2,
    daysAgo: 40,
    party: '王建国',
    mobile: '0901234596',
    company: false,
    status: 'approved',
    evidence: [0, 1],
    shown: [0],
  },
  {
    title: '装修公司收了定金后迟迟不开工',
    story: '和这家公司签了店面装修合同，付了三成定金，约定两周内开工。一个多月过去了仍未进场，每次催都说工人在别的工地。希望大家签约前多了解，定金不要付太多。',
    lost: 3,
    daysAgo: 25,
    party: '李经理',
    mobile: null,
    company: true,
    status: 'approved',
    reply: '我们是被曝光的公司。因材料清关延误，开工推迟，我们已于本月初进场施工，并与客户书面约定了新的完工日期；如仍有疑问欢迎到店面谈。',
    evidence: [1],
    shown: [1],
  },
  {
    title: 'Fake visa agent kept my passport fee',
    story: 'He advertised a one-year business visa in a chat group, asked for the fee and a passport photo by transfer, then stopped answering. The visa was never applied for. Screenshots of the chat and the receipt attached.',
    lost: 1,
    daysAgo: 12,
    party: 'Tran Minh',
    mobile: '0912345678',
    company: false,
    status: 'approved',
    evidence: [2],
    shown: [2],
  },
  {
    title: 'Cho thuê xe máy giữ hộ chiếu rồi đòi thêm tiền',
    story: 'Tôi thuê xe máy 3 ngày và phải để lại hộ chiếu. Khi trả xe, chủ tiệm nói xe bị trầy và đòi thêm tiền mới trả hộ chiếu, dù lúc nhận xe đã có vết trầy đó. Có ảnh chụp xe lúc nhận.',
    lost: 1,
    daysAgo: 6,
    party: 'Nguyễn Văn Hùng',
    mobile: '0987654321',
    company: false,
    status: 'approved',
    evidence: [0, 2],
    shown: [],
  },
  {
    title: '二手手机卖家收款后不发货',
    story: '在群里看到转让九成新手机，对方要求先付全款再发货，付款后说已经寄出但一直给不出快递单号。目前等待平台审核。',
    lost: 1,
    daysAgo: 2,
    party: '陈小姐',
    mobile: '0938765432',
    company: false,
    status: 'pending',
    evidence: [1],
    shown: [],
  },
];
