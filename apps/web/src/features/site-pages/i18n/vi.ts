import type { Dictionary } from '../../../i18n/dictionary';
import type { sitePagesZh } from './zh';

export const sitePagesVi: Dictionary<typeof sitePagesZh> = {
  intro: 'Giới thiệu, điều khoản sử dụng, chính sách quyền riêng tư, quy tắc cộng đồng và biểu phí.',
  empty: 'Chưa có trang nào',
  updated: 'Cập nhật {{date}}',
};
export default sitePagesVi;
