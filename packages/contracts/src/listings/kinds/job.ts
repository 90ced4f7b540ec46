import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

const education = { any: L('不限', 'Any', 'Không yêu cầu'), high_school: L('高中', 'High school', 'THPT'), college: L('大专', 'College', 'Cao đẳng'), bachelor: L('本科', "Bachelor's", 'Đại học'), master: L('硕士及以上', "Master's +", 'Thạc sĩ trở lên') };
export const EDUCATION_OPTIONS = education;
export const EXPERIENCE_OPTIONS = { none: L('无经验', 'No experience', 'Chưa có kinh nghiệm'), y1: L('1年以内', 'Under 1 year', 'Dưới 1 năm'), y1_3: L('1-3年', '1–3 years', '1–3 năm'), y3_5: L('3-5年', '3–5 years', '3–5 năm'), y5_10: L('5-10年', '5–10 years', '5–10 năm'), y10: L('10年以上', '10+ years', 'Trên 10 năm') };

/** Positions a company publishes (spec `job*`). Publishing needs a company that passed review. */
export const job = defineKind({
  kind: 'job',
  label: L('招聘职位', 'Jobs', 'Việc làm'),
  paths: standardPaths('/job', { list: '/job', info: '/job/:id', listRec: '/job_rec', save: '/job/save', category: '/jobPost', tag: '/jobTag' }),
  pages: { list: '/pages/job/list', detail: '/pagesA/job/detail', edit: '/pages/job/hire', manage: '/pagesA/resume/hire-manage' },
  publisher: 'company',
  liveStatus: 'online',
  sold: L('已招满', 'Filled', 'Đã tuyển đủ'),
  price: { label: L('月薪（起）', 'Monthly salary from', 'Lương tháng từ'), required: true, units: { month: L('月', 'month', 'tháng') } },
  title: { label: L('职位名称', 'Position', 'Vị trí'), min: 2, max: 40 },
  description: { label: L('职位描述', 'Job description', 'Mô tả công việc'), max: 5000, required: true },
  images: { min: 0, max: 9 },
  fields: {
    salary_max: { type: 'number', label: L('月薪（至）', 'Monthly salary to', 'Lương tháng đến'), min: 0, max: 1e12, card: true, money: 'upTo' },
    job_type: { type: 'enum', label: L('工作性质', 'Job type', 'Loại hình'), required: true, card: true, options: { full_time: L('全职', 'Full-time', 'Toàn thời gian'), part_time: L('兼职', 'Part-time', 'Bán thời gian'), intern: L('实习', 'Internship', 'Thực tập') } },
    experience: { type: 'enum', label: L('经验要求', 'Experience', 'Kinh nghiệm'), card: true, options: EXPERIENCE_OPTIONS },
    education: { type: 'enum', label: L('学历要求', 'Education', 'Học vấn'), options: education },
    headcount: { type: 'int', label: L('招聘人数', 'Openings', 'Số lượng'), min: 1, max: 9999 },
    languages: { type: 'multi', label: L('语言要求', 'Languages', 'Ngôn ngữ'), maxItems: 5, options: { zh: L('中文', 'Chinese', 'Tiếng Trung'), en: L('英语', 'English', 'Tiếng Anh'), vi: L('越南语', 'Vietnamese', 'Tiếng Việt'), th: L('泰语', 'Thai', 'Tiếng Thái'), other: L('其他', 'Other', 'Khác') } },
    benefits: { type: 'multi', label: L('福利', 'Benefits', 'Phúc lợi'), maxItems: 8, reviewed: false, options: { housing: L('包住', 'Housing', 'Bao ở'), meals: L('包吃', 'Meals', 'Bao ăn'), visa: L('办签证', 'Visa', 'Làm visa'), insurance: L('保险', 'Insurance', 'Bảo hiểm'), bonus: L('年终奖', 'Annual bonus', 'Thưởng cuối năm'), flights: L('机票报销', 'Flights', 'Vé máy bay') } },
  },
  filters: [
    byCategory,
    byDistrict,
    byPrice,
    { field: 'job_type', mode: 'eq' },
    { field: 'experience', mode: 'eq' },
    { field: 'education', mode: 'eq' },
  ],
  sorts: ['newest', 'price_desc', 'popular'],
  cardPreset: 'searchList',
});
