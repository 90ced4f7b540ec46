import type { Dictionary } from '../../../i18n/dictionary';
import type { addressesZh } from './zh';

export const addressesVi: Dictionary<typeof addressesZh> = {
  list: {
    selectHint: 'Chạm vào một địa chỉ để dùng',
    empty: 'Chưa có địa chỉ',
    emptyText: 'Thêm các địa chỉ gửi và nhận hàng thường dùng để chọn nhanh khi gửi hàng',
    noMore: 'Không còn địa chỉ nào',
    add: 'Thêm địa chỉ',
    default: 'Mặc định',
    makeDefault: 'Đặt làm mặc định',
    edit: 'Sửa',
    delete: 'Xoá',
    cancel: 'Huỷ',
    deleteConfirm: 'Xoá địa chỉ của “{{name}}”? Các đơn đã gửi vẫn giữ bản sao của mình.',
  },
  edit: {
    recipient: 'Người nhận',
    recipientPlaceholder: 'Họ tên',
    phone: 'Số điện thoại',
    areaCode: 'Mã vùng',
    mobile: 'Số di động',
    mobilePlaceholder: 'ví dụ 909123456',
    area: 'Khu vực',
    areaPlaceholder: 'Tỉnh / thành phố / quận, ví dụ Quận 7, TP. Hồ Chí Minh',
    street: 'Địa chỉ chi tiết',
    streetPlaceholder: 'Đường, số nhà, toà nhà và căn hộ',
    pin: 'Vị trí trên bản đồ (không bắt buộc)',
    pinTitle: 'Vị trí địa chỉ',
    pinClear: 'Xoá vị trí trên bản đồ',
    default: 'Đặt làm địa chỉ mặc định',
    save: 'Lưu địa chỉ',
    saved: 'Đã lưu địa chỉ',
    recipientRequired: 'Hãy nhập người nhận',
    phoneRequired: 'Hãy nhập đúng mã vùng và số di động',
    placeRequired: 'Hãy nhập khu vực và địa chỉ chi tiết',
  },
  map: {
    region: 'Bản đồ địa chỉ',
    list: 'Vị trí địa chỉ',
    marker: '{{title}}',
    pickHint: 'Chạm vào bản đồ để đánh dấu vị trí địa chỉ; kéo ghim để chỉnh',
    useCentre: 'Dùng tâm bản đồ',
    picked: 'Đã chọn: {{latitude}}, {{longitude}}',
    loading: 'Đang tải bản đồ',
  },
};

export default addressesVi;
