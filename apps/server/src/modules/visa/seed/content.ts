import type { LocalizedText } from '@haiwai/contracts';
import type { VisaDocument } from '@haiwai/contracts/visa/constants';

type L = Required<LocalizedText>;
const L = (zh: string, en: string, vi: string): L => ({ zh, en, vi });

export interface VisaTypeSeed {
  code: string;
  names: L;
  descriptions: L;
}

/** Visa types every country has, named and described for the area's country (`c`: its names). */
function commonTypes(c: L): VisaTypeSeed[] {
  return [
    { code: 'tourist', names: L('旅游签证', 'Tourist visa', 'Visa du lịch'), descriptions: L(`入境${c.zh}观光、探亲，一般停留 30–90 天，不可工作。`, `Sightseeing or visiting family in ${c.en}, usually 30–90 days; no work.`, `Tham quan, thăm thân tại ${c.vi}, thường 30–90 ngày; không được làm việc.`) },
    { code: 'business', names: L('商务签证', 'Business visa', 'Visa công tác'), descriptions: L(`赴${c.zh}考察、开会、洽谈，需要当地企业邀请函。`, `Meetings, site visits and negotiations in ${c.en}; needs a local company’s invitation.`, `Khảo sát, họp, đàm phán tại ${c.vi}; cần thư mời của doanh nghiệp sở tại.`) },
    { code: 'work_permit', names: L('工作许可', 'Work permit', 'Giấy phép lao động'), descriptions: L(`在${c.zh}受雇工作必须办理，由雇主申请，常需学历和无犯罪证明。`, `Required to be employed in ${c.en}; filed by the employer, often with a degree and police clearance.`, `Bắt buộc khi làm việc tại ${c.vi}; do chủ sử dụng nộp, thường cần bằng cấp và lý lịch tư pháp.`) },
    { code: 'residence', names: L('居留卡', 'Residence card', 'Thẻ cư trú'), descriptions: L(`持工作许可或家属身份在${c.zh}长期居住，有效期 1–3 年。`, `Long stays in ${c.en} with a work permit or as a family member, valid 1–3 years.`, `Cư trú dài hạn tại ${c.vi} với giấy phép lao động hoặc diện thân nhân, hiệu lực 1–3 năm.`) },
    { code: 'extension', names: L('签证延期', 'Visa extension', 'Gia hạn visa'), descriptions: L(`在${c.zh}境内续签，不必出境，需在到期前办理。`, `Extend your stay without leaving ${c.en}; apply before your visa ends.`, `Gia hạn ngay tại ${c.vi}, không cần xuất cảnh; nộp trước khi visa hết hạn.`) },
  ];
}

/** One type the country is known for (an e-visa, a long-stay programme), by ISO country code. */
const SPECIAL: Record<string, VisaTypeSeed> = {
  VN: { code: 'evisa', names: L('电子签证', 'E-visa', 'Thị thực điện tử'), descriptions: L('网上申请，最长 90 天、可多次入境，3 个工作日左右出签。', 'Applied for online, up to 90 days with multiple entries; about 3 working days.', 'Nộp trực tuyến, tối đa 90 ngày, nhiều lần; khoảng 3 ngày làm việc.') },
  KH: { code: 'ordinary_e', names: L('E 类普通签证', 'Ordinary (E-class) visa', 'Visa thường loại E'), descriptions: L('可在柬埔寨境内无限次续签，适合长期工作和生活。', 'Can be extended again and again inside Cambodia; for long-term work and life.', 'Gia hạn nhiều lần tại Campuchia; phù hợp làm việc và sinh sống lâu dài.') },
  TH: { code: 'privilege', names: L('泰国精英签', 'Thailand Privilege visa', 'Visa Thailand Privilege'), descriptions: L('会员制长期签证，5–20 年，机场快速通道。', 'A membership long-stay visa of 5–20 years with airport fast track.', 'Visa dài hạn theo thẻ thành viên 5–20 năm, ưu tiên tại sân bay.') },
  MY: { code: 'mm2h', names: L('第二家园', 'MM2H (Malaysia My Second Home)', 'MM2H (Ngôi nhà thứ hai)'), descriptions: L('长期居留计划，需要存款证明和收入证明。', 'A long-stay programme; needs proof of deposits and income.', 'Chương trình cư trú dài hạn; cần chứng minh tiền gửi và thu nhập.') },
  PH: { code: 'srrv', names: L('退休移民签证', 'Retiree visa (SRRV)', 'Visa hưu trí (SRRV)'), descriptions: L('年满 35 岁、存入指定存款即可长期居留。', 'For people aged 35 and over with a required deposit: indefinite stay.', 'Cho người từ 35 tuổi có khoản tiền gửi theo quy định: cư trú không thời hạn.') },
  AE: { code: 'golden', names: L('黄金签证', 'Golden visa', 'Visa vàng'), descriptions: L('投资者、企业家和专业人士的 5–10 年居留签证。', 'A 5–10 year residence visa for investors, entrepreneurs and professionals.', 'Visa cư trú 5–10 năm cho nhà đầu tư, doanh nhân và chuyên gia.') },
  SG: { code: 'employment_pass', names: L('就业准证 EP', 'Employment Pass (EP)', 'Employment Pass (EP)'), descriptions: L('专业人士的工作准证，月薪门槛按年龄计算。', 'The work pass for professionals; the salary threshold depends on age.', 'Giấy phép làm việc cho chuyên gia; mức lương tối thiểu tùy độ tuổi.') },
  ID: { code: 'kitas', names: L('KITAS 暂住证', 'KITAS (limited stay permit)', 'KITAS (thẻ tạm trú)'), descriptions: L('工作或投资者的一年期暂住证，可续签。', 'A one-year stay permit for workers or investors, renewable.', 'Thẻ tạm trú một năm cho người lao động hoặc nhà đầu tư, gia hạn được.') },
};

export function visaTypesOf(countryCode: string, countryNames: L): VisaTypeSeed[] {
  const special = SPECIAL[countryCode.trim()];
  return [...commonTypes(countryNames), ...(special ? [special] : [])];
}

/** Demo packages of an area (zh first, en and vi variants, as agencies write them). Prices are multiples of the area's base. */
export interface PackageSeed {
  type: string;
  title: L;
  summary: L;
  /** Times the area's base price (a tourist visa's price there). */
  priceFactor: number;
  days: number;
  includes: L[];
  documents: VisaDocument[];
  steps: L[];
  refund: number;
}

const step = {
  upload: L('上传材料', 'Upload documents', 'Tải giấy tờ lên'),
  check: L('顾问审核材料', 'A consultant checks them', 'Tư vấn viên kiểm tra'),
  file: L('递交移民局', 'Filed with immigration', 'Nộp cơ quan xuất nhập cảnh'),
  collect: L('出签取件', 'Visa issued and delivered', 'Nhận visa'),
  employer: L('雇主资料准备', 'Employer’s papers prepared', 'Chuẩn bị hồ sơ doanh nghiệp'),
};
const incl = {
  fee: L('签证官费', 'Government fee', 'Lệ phí nhà nước'),
  form: L('代填申请表', 'Forms filled in for you', 'Điền đơn hộ'),
  chinese: L('中文顾问全程跟进', 'A Chinese-speaking consultant throughout', 'Tư vấn viên nói tiếng Trung theo suốt'),
  delivery: L('护照快递上门', 'Passport delivered to your door', 'Giao hộ chiếu tận nơi'),
  translate: L('材料翻译公证', 'Translation and notarisation', 'Dịch thuật công chứng'),
  health: L('体检预约', 'Health check booking', 'Đặt lịch khám sức khỏe'),
};

export const DEMO_PACKAGES: PackageSeed[] = [
  {
    type: 'tourist', priceFactor: 1, days: 5, refund: 80,
    title: L('旅游签 30 天 单次 加急可办', 'Tourist visa, 30 days, single entry (rush available)', 'Visa du lịch 30 ngày, một lần (có làm gấp)'),
    summary: L('适合短期旅游探亲，材料齐全 5 个工作日出签，拒签退 80%。', 'For short trips and family visits: issued in 5 working days with complete documents; 80% back if refused.', 'Cho chuyến đi ngắn, thăm thân: 5 ngày làm việc khi đủ giấy tờ; bị từ chối hoàn 80%.'),
    includes: [incl.fee, incl.form, incl.chinese], documents: ['passport', 'photo'], steps: [step.upload, step.check, step.file, step.collect],
  },
  {
    type: 'business', priceFactor: 2.5, days: 7, refund: 70,
    title: L('商务签 3 个月 多次入境 含邀请函', 'Business visa, 3 months, multiple entries, invitation included', 'Visa công tác 3 tháng, nhiều lần, kèm thư mời'),
    summary: L('代办当地公司邀请函，适合考察、参展和谈业务。', 'We arrange a local company’s invitation: for visits, fairs and negotiations.', 'Lo thư mời của doanh nghiệp sở tại: cho khảo sát, hội chợ, đàm phán.'),
    includes: [incl.fee, incl.form, incl.chinese, incl.delivery], documents: ['passport', 'photo', 'employment_letter'], steps: [step.upload, step.check, step.file, step.collect],
  },
  {
    type: 'work_permit', priceFactor: 8, days: 30, refund: 50,
    title: L('工作许可全包 含体检和无犯罪翻译', 'Work permit, all-in: health check and police clearance translated', 'Giấy phép lao động trọn gói: khám sức khỏe, dịch lý lịch tư pháp'),
    summary: L('从材料认证到领证一站式办理，适合公司外派和新入职员工。', 'From legalising papers to the permit in hand: for posted staff and new hires.', 'Từ hợp pháp hóa giấy tờ đến nhận giấy phép: cho nhân sự biệt phái và mới tuyển.'),
    includes: [incl.fee, incl.translate, incl.health, incl.chinese], documents: ['passport', 'photo', 'degree', 'criminal_record', 'health_check', 'company_license'], steps: [step.employer, step.upload, step.check, step.file, step.collect],
  },
  {
    type: 'residence', priceFactor: 6, days: 15, refund: 60,
    title: L('居留卡办理 1–2 年', 'Residence card, 1–2 years', 'Thẻ cư trú 1–2 năm'),
    summary: L('已有工作许可即可申请，免去频繁续签。', 'For holders of a work permit: no more frequent extensions.', 'Dành cho người đã có giấy phép lao động: không phải gia hạn liên tục.'),
    includes: [incl.fee, incl.form, incl.chinese, incl.delivery], documents: ['passport', 'photo', 'work_permit', 'current_visa'], steps: [step.upload, step.check, step.file, step.collect],
  },
  {
    type: 'extension', priceFactor: 1.5, days: 7, refund: 90,
    title: L('境内签证延期 不用出境', 'Visa extension without leaving the country', 'Gia hạn visa không cần xuất cảnh'),
    summary: L('到期前 10 天内办理，拒签退 90%。', 'Apply within 10 days before your visa ends; 90% back if refused.', 'Nộp trong 10 ngày trước khi hết hạn; bị từ chối hoàn 90%.'),
    includes: [incl.fee, incl.form, incl.delivery], documents: ['passport', 'photo', 'current_visa'], steps: [step.upload, step.file, step.collect],
  },
];
