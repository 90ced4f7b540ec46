import type { Dictionary } from '../../../i18n/dictionary';
import type { translateZh } from './zh';

export const translateVi: Dictionary<typeof translateZh> = {
  action: 'Dịch',
  working: 'Đang dịch…',
  from: 'Dịch từ {{lang}}',
  fromUnknown: 'Bản dịch máy',
  showOriginal: 'Xem bản gốc',
  showTranslation: 'Xem bản dịch',
  unavailable: 'Hiện không dịch được, vui lòng thử lại sau',
  retry: 'Thử lại',
};
export default translateVi;
