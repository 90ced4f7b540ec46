import type { Dictionary } from '../../../i18n/dictionary';
import type { webViewZh } from './zh';

export const webViewVi: Dictionary<typeof webViewZh> = {
  frameTitle: 'Trang web trong ứng dụng: {{host}}',
  loading: 'Đang kiểm tra liên kết…',
  warnTitle: 'Bạn sắp rời Haiwai Link',
  warnText: 'Liên kết này không nằm trong danh sách trang được phép của khu vực, nên để phòng lừa đảo, nó không mở trong ứng dụng:',
  notHttps: 'Liên kết này không phải địa chỉ https an toàn; hãy cẩn thận.',
  invalid: 'Đây không phải địa chỉ web hợp lệ.',
  hostLabel: 'Trang',
  openOutside: 'Mở bằng trình duyệt',
  back: 'Quay lại',
  noUrl: 'Không có liên kết để mở.',
  source: 'Từ {{host}}',
};
export default webViewVi;
