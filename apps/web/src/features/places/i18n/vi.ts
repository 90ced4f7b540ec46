import type { Dictionary } from '../../../i18n/dictionary';
import type { placesZh } from './zh';

export const placesVi: Dictionary<typeof placesZh> = {
  map: {
    region: 'Bản đồ',
    list: 'Các vị trí trên bản đồ',
    marker: '{{n}}. {{title}}',
    pickHint: 'Chạm vào bản đồ để đặt vị trí; kéo điểm đánh dấu để di chuyển',
    useCentre: 'Dùng tâm bản đồ',
    picked: 'Vị trí đã chọn: {{latitude}}, {{longitude}}',
    loading: 'Đang tải bản đồ',
  },
  chosenPoint: 'Vị trí đã chọn',
  name: 'Tên địa điểm',
  namePlaceholder: 'Ví dụ: cổng khách sạn',
  address: 'Địa chỉ',
  addressPlaceholder: 'Đường, số nhà (không bắt buộc)',
  coords: 'Tọa độ: {{latitude}}, {{longitude}}',
  noPoint: 'Chưa chọn vị trí',
  chosen: 'Đã xác định vị trí: {{latitude}}, {{longitude}}',
  confirm: 'Xác nhận',
  invalidTitle: 'Vị trí không hợp lệ',
  invalidText: 'Tọa độ trong liên kết bị thiếu hoặc vượt phạm vi nên không thể hiển thị trên bản đồ.',
  back: 'Quay lại',
  openInMaps: 'Mở trong OpenStreetMap',
};
export default placesVi;
