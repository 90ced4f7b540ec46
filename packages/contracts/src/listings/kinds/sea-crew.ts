import { L, byCategory, byDistrict, byPrice, defineKind, standardPaths } from '../define.js';

/**
 * Sea-going crew (spec: the home entry configured by `basis/configSeaGoingCrew`; "similar list/info/save calls"):
 * shipping and manning companies post berths (rank, vessel, contract, salary per month) and seafarers offer
 * themselves; the area's admin reviews each post like other listings (docs/smaller-screens.md).
 */
export const seaCrew = defineKind({
  kind: 'seaCrew',
  label: L('海员招聘', 'Sea-going crew', 'Thuyền viên'),
  paths: standardPaths('/seaGoingCrew', { save: '/seaGoingCrew/save' }),
  pages: { list: '/pagesA/seaGoingCrew/list', detail: '/pagesA/seaGoingCrew/detail', edit: '/pagesA/seaGoingCrew/release', manage: '/pagesA/seaGoingCrew/manage' },
  liveStatus: 'online',
  sold: L('已招满', 'Filled', 'Đã đủ người'),
  price: { label: L('月薪', 'Monthly pay', 'Lương tháng'), required: false, units: { month: L('月', 'month', 'tháng') } },
  title: { label: L('标题', 'Title', 'Tiêu đề'), min: 4, max: 60 },
  description: { label: L('岗位说明', 'About the berth', 'Mô tả vị trí'), max: 3000, required: true },
  images: { min: 0, max: 9 },
  fields: {
    rank: {
      type: 'enum', label: L('职务', 'Rank', 'Chức danh'), required: true, card: true,
      options: {
        master: L('船长', 'Master', 'Thuyền trưởng'), chief_officer: L('大副', 'Chief officer', 'Đại phó'), second_officer: L('二副', 'Second officer', 'Phó hai'),
        chief_engineer: L('轮机长', 'Chief engineer', 'Máy trưởng'), engineer: L('轮机员', 'Engineer', 'Sĩ quan máy'), electrician: L('电机员', 'Electrician', 'Thợ điện'),
        able_seaman: L('水手', 'Able seaman', 'Thủy thủ'), oiler: L('机工', 'Oiler', 'Thợ máy'), cook: L('厨师', 'Cook', 'Đầu bếp'),
      },
    },
    vessel: {
      type: 'enum', label: L('船型', 'Vessel', 'Loại tàu'), required: true, card: true,
      options: { bulk: L('散货船', 'Bulk carrier', 'Tàu hàng rời'), container: L('集装箱船', 'Container ship', 'Tàu container'), tanker: L('油轮', 'Tanker', 'Tàu dầu'), general: L('杂货船', 'General cargo', 'Tàu hàng tổng hợp'), fishing: L('渔船', 'Fishing vessel', 'Tàu cá'), offshore: L('海工船', 'Offshore vessel', 'Tàu dịch vụ ngoài khơi') },
    },
    contract_months: { type: 'int', label: L('合同期', 'Contract', 'Thời hạn hợp đồng'), min: 1, max: 24, unit: L('个月', 'months', 'tháng'), card: true, reviewed: false },
    join_port: { type: 'text', label: L('上船港口', 'Joining port', 'Cảng lên tàu'), max: 40 },
    certificates: {
      type: 'multi', label: L('所需证书', 'Certificates needed', 'Chứng chỉ yêu cầu'), maxItems: 5,
      options: { coc: L('适任证书', 'Certificate of competency', 'Bằng chuyên môn'), stcw: L('STCW 基本安全', 'STCW basic safety', 'An toàn cơ bản STCW'), seaman_book: L('海员证', 'Seaman’s book', 'Sổ thuyền viên'), medical: L('健康证', 'Medical certificate', 'Giấy khám sức khỏe'), visa: L('签证', 'Visa', 'Thị thực') },
    },
  },
  filters: [byCategory, { field: 'rank', mode: 'eq' }, { field: 'vessel', mode: 'eq' }, byDistrict, byPrice],
  sorts: ['newest', 'price_desc', 'popular'],
  cardPreset: 'searchList',
});
