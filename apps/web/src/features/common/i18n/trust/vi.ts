import type { Dictionary } from '../../../../i18n/dictionary';
import type { trustZh } from './zh';

export const trustVi: Dictionary<typeof trustZh> = {
  title: 'Ý nghĩa các huy hiệu',
  intro: 'Các biểu tượng nhỏ cạnh tên cho biết người đó đã qua những bước xác minh nào. Chúng giúp bạn biết mình đang giao dịch với ai, nhưng không phải là bảo đảm: giao dịch lớn hãy kiểm tra trực tiếp và đừng bao giờ trả tiền trước.',
  held: 'Đã xác minh',
  notHeld: 'Chưa xác minh',
  explain: {
    phone: 'Tài khoản có số điện thoại, đã xác nhận bằng mã SMS.',
    real_name: 'Người này đã gửi giấy tờ tùy thân, được quản trị viên khu vực kiểm tra và duyệt bằng tay; số giấy tờ không bao giờ được hiển thị.',
    business: 'Doanh nghiệp của người này đã tải lên giấy phép kinh doanh và được quản trị viên khu vực duyệt.',
    vip: 'Người này là thành viên VIP trả phí của trang.',
  },
  safety: 'Giao dịch an toàn',
};

export default trustVi;
