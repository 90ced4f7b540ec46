import type { LocalizedText } from '@haiwai/contracts';
import { sql } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { richTextWords } from '../../../core/rich-text.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { documentLexemes } from '../../listings/index.js';
import { renderSocialImages } from '../../social/index.js';

/**
 * Article categories (reference: an empty site needs them before an admin can write), and the demo news of every
 * area: 30 published articles over the last 60 days in four categories, mostly Chinese with some English and
 * Vietnamese, four of them appointed for home, a few comments. Covers reuse six pictures rendered once.
 */
const CATEGORIES: LocalizedText[] = [
  { zh: '本地新闻', en: 'Local news', vi: 'Tin địa phương' },
  { zh: '签证政策', en: 'Visa policy', vi: 'Chính sách visa' },
  { zh: '生活指南', en: 'Living guide', vi: 'Cẩm nang sống' },
  { zh: '商业资讯', en: 'Business', vi: 'Tin kinh doanh' },
];

export async function seedArticleCategories({ db }: SeedContext): Promise<boolean> {
  if ((await db.selectFrom('article_category').select('id').limit(1).execute()).length) return false;
  await db.insertInto('article_category').values(CATEGORIES.map((names, i) => ({ names: JSON.stringify(names), sort: (i + 1) * 10 }))).execute();
  return true;
}

type Lang = 'zh' | 'en' | 'vi';
/** [category index, language, title, summary, sections of [heading, points]] — `{area}` becomes the area's name. */
type Piece = [number, Lang, string, string, Array<[string, string[]]>];
const PIECES: Piece[] = [
  [0, 'zh', '{area}地铁新线路下月试运营，沿线租金或上涨', '新线路串联市中心与新区，通勤时间有望缩短一半。', [['开通时间', ['下月起试运营，早晚高峰加密班次', '首月票价优惠']], ['对生活的影响', ['沿线公寓咨询量明显上升', '建议租房前先看通勤路线']]]],
  [0, 'zh', '{area}雨季来临：这些路段容易积水', '整理了近三年积水最严重的路段和绕行建议。', [['易积水路段', ['市中心老城区主干道', '机场附近的低洼路段']], ['出行建议', ['暴雨时尽量避开地下停车场', '关注本地气象预警']]]],
  [0, 'zh', '中秋节{area}华人社团联欢活动报名开始', '今年活动有舞狮、猜灯谜和家庭手工区，名额有限。', [['活动安排', ['下午三点开始，晚上九点结束', '现场提供月饼和茶水']], ['报名方式', ['在本应用私信活动负责人', '每个家庭最多报名四人']]]],
  [0, 'zh', '{area}警方提醒：冒充快递的电话诈骗又出现了', '骗子以“包裹涉嫌违禁品”为由要求转账，请大家提高警惕。', [['常见话术', ['声称包裹被海关扣押', '要求下载陌生应用或共享屏幕']], ['如何应对', ['挂断后拨打官方电话核实', '任何情况下都不要转账到“安全账户”']]]],
  [1, 'zh', '最新：{area}商务签证续签材料清单（2026版）', '移民局更新了续签要求，逐项说明需要准备的材料。', [['必备材料', ['护照原件及复印件', '公司担保函和营业执照', '近三个月的住址登记']], ['注意事项', ['至少提前十五天递交', '材料需翻译并公证']]]],
  [1, 'zh', '工作许可证办理常见问题汇总', '学历认证、无犯罪证明、体检报告，一篇讲清楚。', [['材料准备', ['学历需经使馆认证', '无犯罪证明有效期六个月']], ['办理周期', ['一般十五个工作日', '旺季可能延长']]]],
  [1, 'zh', '落地签和电子签怎么选？一张表看懂', '按停留时间、入境口岸和费用比较两种签证。', [['电子签', ['线上申请，三个工作日出结果', '适合九十天以内的停留']], ['落地签', ['需提前办理批文', '机场排队时间较长']]]],
  [1, 'zh', '签证逾期怎么办？罚款标准和补救流程', '逾期会影响下次入境，越早处理越好。', [['罚款标准', ['按逾期天数计算', '严重者可能被限制入境']], ['处理流程', ['到移民局说明情况', '缴纳罚款后办理出境或续签']]]],
  [2, 'zh', '新来{area}必办的五件事', '银行卡、电话卡、住址登记、医疗保险和驾照，按顺序办最省事。', [['第一周', ['办电话卡并实名', '到辖区派出所做住址登记']], ['第一个月', ['开银行账户', '买一份本地医疗保险', '换领本地驾照']]]],
  [2, 'zh', '{area}看病指南：国际医院和本地医院怎么选', '费用、语言和排队时间对比，附常用中文服务。', [['国际医院', ['有中文翻译，费用较高', '可直接用国际保险结算']], ['本地医院', ['费用低，需要提前挂号', '建议带会本地语言的朋友']]]],
  [2, 'zh', '租房避坑：签合同前一定要问的八个问题', '押金、水电计价、维修责任……一条一条问清楚。', [['费用相关', ['押金几个月，退还条件是什么', '水电按官方价格还是房东定价']], ['居住相关', ['能否办理住址登记', '提前退租如何处理']]]],
  [2, 'zh', '在{area}买到正宗中国调料的地方', '华人超市、网店和菜市场的摊位，整理了一份清单。', [['华人超市', ['品类最全，价格略高', '周末人多建议早去']], ['网上购买', ['本地电商有不少华人店铺', '注意看清保质期']]]],
  [3, 'zh', '{area}外资企业最新税收优惠政策解读', '符合条件的制造业和科技企业可享受所得税减免。', [['适用范围', ['新设立的高新技术企业', '在指定园区投资的制造业']], ['申请要点', ['提前准备投资证明', '委托本地会计师事务所申报']]]],
  [3, 'zh', '开一家中餐馆需要哪些证照？', '营业执照、食品安全证和消防验收，流程和费用说明。', [['证照清单', ['企业登记证书', '食品安全合格证', '消防验收意见书']], ['时间安排', ['整体约两到三个月', '装修前先确认消防要求']]]],
  [3, 'zh', '跨境电商物流：海运、空运和专线怎么选', '不同货物、时效和预算下的选择建议。', [['海运', ['成本最低，适合大件', '时效二到四周']], ['专线', ['门到门服务，清关省心', '价格介于海运和空运之间']]]],
  [3, 'zh', '{area}写字楼租金走势：哪些区域更划算', '市中心甲级写字楼空置率上升，租户议价空间变大。', [['市中心', ['租金稳中有降', '可争取免租期']], ['新区', ['新楼多，配套逐步完善', '适合初创团队']]]],
  [0, 'en', '{area} opens a new public park by the river', 'Walking paths, a playground and free weekend concerts.', [['What is there', ['Three kilometres of riverside paths', 'A playground and sports courts']], ['Getting there', ['Bus lines stop at the main gate', 'Bicycle parking at both entrances']]]],
  [1, 'en', 'E-visa rules updated: what changes for long stays', 'Longer validity and multiple entries for some nationalities.', [['What changed', ['Validity up to 90 days', 'Multiple entries allowed']], ['What to check', ['Your nationality is on the list', 'Your passport is valid for six more months']]]],
  [2, 'en', 'Opening a bank account in {area} as a foreigner', 'Documents, waiting times and which banks speak Chinese.', [['Documents', ['Passport with a valid visa', 'Proof of address']], ['Tips', ['Book an appointment online', 'Ask for a Chinese-speaking officer']]]],
  [3, 'en', 'Hiring locally: contracts, insurance and payroll basics', 'What an employer must arrange from the first day.', [['Contracts', ['Written contract in the local language', 'Probation up to two months']], ['Payroll', ['Social insurance from the first month', 'Payslips every month']]]],
  [2, 'en', 'Five weekend trips near {area}', 'Beaches, mountains and old towns within three hours.', [['By the sea', ['Quiet beaches two hours away', 'Seafood markets at dawn']], ['Inland', ['Cool mountain towns', 'Old streets and temples']]]],
  [0, 'vi', '{area} mở thêm tuyến xe buýt điện mới', 'Tuyến mới nối trung tâm với khu dân cư phía đông.', [['Lộ trình', ['Chạy mỗi 10 phút giờ cao điểm', 'Vé tháng được giảm giá']], ['Lưu ý', ['Thanh toán bằng thẻ hoặc ví điện tử', 'Ưu tiên người cao tuổi']]]],
  [2, 'vi', 'Kinh nghiệm thuê nhà cho người mới đến', 'Những điều cần hỏi chủ nhà trước khi ký hợp đồng.', [['Chi phí', ['Tiền cọc bao nhiêu tháng', 'Giá điện nước tính thế nào']], ['Giấy tờ', ['Đăng ký tạm trú', 'Hợp đồng có công chứng']]]],
  [3, 'vi', 'Ưu đãi thuế mới cho doanh nghiệp công nghệ', 'Doanh nghiệp đủ điều kiện được giảm thuế thu nhập.', [['Đối tượng', ['Doanh nghiệp công nghệ cao', 'Dự án trong khu công nghiệp']], ['Thủ tục', ['Chuẩn bị hồ sơ đầu tư', 'Nộp qua cơ quan thuế']]]],
];
const COMMENTS = ['很实用，收藏了！', '请问续签需要本人到场吗？', '上个月刚办完，确实是这个流程。', '感谢分享，正好需要。', '有中文服务的医院能推荐一下吗？', 'Very helpful, thanks!'];

const html = (sections: Array<[string, string[]]>, area: string) =>
  sections.map(([h, points]) => `<h3>${h.replaceAll('{area}', area)}</h3><ul>${points.map((p) => `<li>${p.replaceAll('{area}', area)}</li>`).join('')}</ul>`).join('');

export async function seedArticleDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  const MARK = 'seed.article-demo';
  if (await seeded(db, MARK)) return false;
  const started = Date.now();
  const cats = await db.selectFrom('article_category').select('id').orderBy('sort').orderBy('id').execute();
  const areas = await db.selectFrom('site_area').select(['id', 'code', 'names']).orderBy('id').execute();
  const readers = await db.selectFrom('app_user').select('id').where('username', 'like', 'demo\\_%').orderBy('id').limit(40).execute();
  if (cats.length < 4) return false;
  const covers = await renderSocialImages(storeImage);
  const day = 86_400_000;
  for (const area of areas) {
    const names = (typeof area.names === 'string' ? JSON.parse(area.names) : area.names) as LocalizedText;
    const admin = await db.selectFrom('admin_site_area').select('user_id').where('site_area_id', '=', area.id).executeTakeFirst();
    const rows = Array.from({ length: 30 }, (_, i) => {
      const [cat, lang, title, summary, sections] = PIECES[(i + area.id) % PIECES.length]!;
      const place = names[lang] ?? names.zh;
      const content = `<p>${summary.replaceAll('{area}', place)}</p>${html(sections, place)}`;
      const t = title.replaceAll('{area}', place);
      const when = new Date(Date.now() - (30 - i) * 2 * day);
      return {
        site_area_id: area.id,
        lang_type: lang,
        category_id: cats[cat]!.id,
        title: t,
        summary: summary.replaceAll('{area}', place),
        cover: covers[(i + area.id) % covers.length]!,
        content,
        is_appoint: i >= 26,
        author_id: admin?.user_id ?? null,
        browse: 20 + ((i * 37 + area.id * 11) % 400),
        forward_count: (i * 7) % 13,
        search: sql`array_to_tsvector(${documentLexemes(t, summary, richTextWords(content))}::text[])`,
        published_at: when,
        created_at: when,
        updated_at: when,
      };
    });
    const inserted = await db.insertInto('article').values(rows).returning(['id']).execute();
    // A few comments on the newest articles, counted as the live code counts them.
    if (readers.length) {
      const comments = inserted.slice(-6).flatMap((a, k) => [0, 1].map((j) => ({ article_id: a.id, user_id: readers[(k * 2 + j + area.id) % readers.length]!.id, content: COMMENTS[(k + j) % COMMENTS.length]! })));
      await db.insertInto('article_comment').values(comments).execute();
      await db.updateTable('article').set({ comment_count: sql`(select count(*) from article_comment c where c.article_id = article.id and c.deleted_at is null)::int` }).where('id', 'in', inserted.slice(-6).map((a) => a.id)).execute();
    }
  }
  await markSeeded(db, MARK);
  log(`articles demo: 30 per area in ${Date.now() - started} ms`);
  return true;
}
