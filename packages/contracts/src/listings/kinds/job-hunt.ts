import { L, byCategory, byPrice, defineKind, standardPaths } from '../define.js';
import { EDUCATION_OPTIONS, EXPERIENCE_OPTIONS } from './job.js';

/**
 * A person's job-hunt profile (resume) in the talent pool (spec `jobHunt*`). Contact details are locked:
 * companies see them after `jobHunt/unlock/{id}`.
 */
export const jobHunt = defineKind({
  kind: 'jobHunt',
  label: L('求职简历', 'Resumes', 'Hồ sơ xin việc'),
  paths: standardPaths('/jobHunt', { list: '/jobHunt', info: '/jobHunt/:id', listUser: '/jobHunt/user' }),
  pages: { list: '/pagesA/resume/list', detail: '/pages/job/resume-detail', edit: '/pages/job/edit', manage: '/pages/job/edit' },
  liveStatus: 'online',
  sold: L('已找到工作', 'Hired', 'Đã có việc'),
  price: { label: L('期望月薪', 'Expected monthly salary', 'Lương mong muốn'), required: false, units: { month: L('月', 'month', 'tháng') } },
  categoryGroup: 'job',
  title: { label: L('求职意向', 'Position wanted', 'Vị trí mong muốn'), min: 2, max: 40 },
  description: { label: L('自我介绍', 'About me', 'Giới thiệu bản thân'), max: 3000, required: true },
  images: { min: 0, max: 3 },
  location: false,
  fields: {
    real_name: { type: 'text', label: L('姓名', 'Name', 'Họ tên'), max: 32, required: true, locked: true },
    gender: { type: 'enum', label: L('性别', 'Gender', 'Giới tính'), card: true, options: { male: L('男', 'Male', 'Nam'), female: L('女', 'Female', 'Nữ') } },
    age: { type: 'int', label: L('年龄', 'Age', 'Tuổi'), min: 16, max: 80, card: true },
    education: { type: 'enum', label: L('学历', 'Education', 'Học vấn'), required: true, card: true, options: EDUCATION_OPTIONS },
    experience: { type: 'enum', label: L('工作经验', 'Experience', 'Kinh nghiệm'), required: true, card: true, options: EXPERIENCE_OPTIONS },
    languages: { type: 'multi', label: L('语言能力', 'Languages', 'Ngôn ngữ'), maxItems: 5, options: { zh: L('中文', 'Chinese', 'Tiếng Trung'), en: L('英语', 'English', 'Tiếng Anh'), vi: L('越南语', 'Vietnamese', 'Tiếng Việt'), th: L('泰语', 'Thai', 'Tiếng Thái'), other: L('其他', 'Other', 'Khác') } },
    email: { type: 'text', label: L('邮箱', 'Email', 'Email'), max: 128, locked: true, reviewed: false },
    wechat: { type: 'text', label: L('微信号', 'WeChat', 'WeChat'), max: 64, locked: true, reviewed: false },
    work_history: { type: 'text', label: L('工作经历', 'Work history', 'Kinh nghiệm làm việc'), max: 3000, multiline: true },
    education_history: { type: 'text', label: L('教育经历', 'Education history', 'Quá trình học tập'), max: 2000, multiline: true },
  },
  filters: [
    byCategory,
    { field: 'education', mode: 'eq' },
    { field: 'experience', mode: 'eq' },
    byPrice,
  ],
  sorts: ['newest', 'popular'],
  cardPreset: 'avatar',
});
