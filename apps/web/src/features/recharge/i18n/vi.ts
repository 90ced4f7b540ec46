import type { Dictionary } from '../../../i18n/dictionary';
import type { rechargeZh } from './zh';

export const rechargeVi: Dictionary<typeof rechargeZh> = {
  home: {
    number: 'Số cần nạp',
    numberPlaceholder: 'Số điện thoại',
    areaCode: 'Mã vùng',
    operator: 'Nhà mạng',
    recognised: 'nhận diện theo số',
    chosen: 'do bạn chọn',
    notRecognised: 'Không nhận diện được nhà mạng từ số này, vui lòng chọn',
    change: 'Đổi',
    portedHint: 'Số ở đây có thể chuyển mạng giữ số: hãy kiểm tra lại nhà mạng',
    faceValues: 'Chọn mệnh giá',
    price: 'Giá {{price}}',
    noFaceValues: 'Nhà mạng này chưa có mệnh giá nào',
    total: 'Thanh toán',
    pay: 'Thanh toán ngay',
    notPayable: 'Nạp tiền cho số {{country}} được thanh toán bằng {{currency}}: hãy chuyển sang khu vực dùng {{currency}} để mua',
    unsupported: 'Chưa hỗ trợ nạp cho số +{{code}}. Hỗ trợ: Việt Nam, Thái Lan, Malaysia, Philippines, Indonesia, Campuchia, Singapore',
    history: 'Lịch sử nạp',
    loadFailed: 'Không tải được, chạm để thử lại',
  },
  list: {
    all: 'Tất cả',
    faceValue: 'Mệnh giá',
    paid: 'Đã trả',
    empty: 'Chưa có lần nạp nào',
    emptyHint: 'Nạp tiền điện thoại cho bạn hoặc người thân',
    toHome: 'Nạp ngay',
    noMore: 'Hết rồi',
    loadMoreFailed: 'Không tải được, chạm để thử lại',
    pay: 'Thanh toán',
  },
  state: {
    unpaid: 'Chờ thanh toán',
    topping_up: 'Đang nạp',
    done: 'Nạp thành công',
    refunded: 'Đã hoàn tiền',
    closed: 'Đã đóng',
  },
};

export default rechargeVi;
