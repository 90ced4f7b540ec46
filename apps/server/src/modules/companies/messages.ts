import { defineMessages } from '../../core/message-parts.js';

/** Companies, yellow pages and sellers' profiles. */
export const companyMessages = defineMessages({
  zh: {
    'company.not_found': '企业不存在或已下线',
    'company.follow_own': '不能关注自己的企业',
    'company.not_owner': '只有企业的注册人可以查看',
    'yp.not_found': '黄页条目不存在',
    'yp.not_owner': '只有条目的发布人可以查看',
    'seller.not_found': '该用户不存在或已注销',
  },
  en: {
    'company.not_found': 'The company does not exist or is offline',
    'company.follow_own': 'You cannot follow your own company',
    'company.not_owner': 'Only the company’s owner can see this',
    'yp.not_found': 'Directory entry not found',
    'yp.not_owner': 'Only the entry’s publisher can see this',
    'seller.not_found': 'This user does not exist or has closed the account',
  },
  vi: {
    'company.not_found': 'Doanh nghiệp không tồn tại hoặc đã ngừng hiển thị',
    'company.follow_own': 'Bạn không thể theo dõi doanh nghiệp của chính mình',
    'company.not_owner': 'Chỉ chủ doanh nghiệp mới xem được',
    'yp.not_found': 'Không tìm thấy mục danh bạ',
    'yp.not_owner': 'Chỉ người đăng mục này mới xem được',
    'seller.not_found': 'Người dùng không tồn tại hoặc đã đóng tài khoản',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    companies: typeof companyMessages.zh;
  }
}
