import type { LocalizedText } from '@haiwai/contracts';
import type { LogisticsMode, ShipmentStatus } from '@haiwai/contracts/logistics/constants';

/** Demo lines: each written in one language (companies write in one), Chinese first; prices in US dollars, turned into the area's currency. */
export interface DemoLine {
  mode: LogisticsMode;
  lang: 'zh' | 'en' | 'vi';
  to: LocalizedText;
  perKg: number;
  perCbm: number;
  min: number;
  days: [number, number];
  note: LocalizedText;
}

export const DEMO_LINES: DemoLine[] = [
  {
    mode: 'sea', lang: 'zh', to: { zh: '广州', en: 'Guangzhou', vi: 'Quảng Châu' }, perKg: 1.2, perCbm: 180, min: 30, days: [12, 18],
    note: { zh: '拼箱海运，每周二、五截单；门到门含清关，家具、食品、日用品均可。', en: 'Shared-container sea freight, cut-off every Tuesday and Friday; door to door with customs clearance.', vi: 'Hàng lẻ đường biển, chốt hàng thứ Ba và thứ Sáu; giao tận nơi kèm thông quan.' },
  },
  {
    mode: 'air', lang: 'zh', to: { zh: '上海', en: 'Shanghai', vi: 'Thượng Hải' }, perKg: 6, perCbm: 1000, min: 20, days: [3, 5],
    note: { zh: '空运快线，文件、样品、药品以外的小件优先；体积大按体积计费。', en: 'Air express for small parcels and samples; bulky goods are charged by volume.', vi: 'Chuyển phát nhanh hàng không cho bưu kiện nhỏ và hàng mẫu; hàng cồng kềnh tính theo thể tích.' },
  },
  {
    mode: 'land', lang: 'vi', to: { zh: '南宁', en: 'Nanning', vi: 'Nam Ninh' }, perKg: 2, perCbm: 250, min: 25, days: [4, 7],
    note: { zh: '陆运经凭祥口岸，每天发车，适合水果、建材和大件。', en: 'By road through the Pingxiang border gate, daily departures; fruit, building materials and bulky goods.', vi: 'Đường bộ qua cửa khẩu Hữu Nghị, xe chạy hằng ngày; phù hợp trái cây, vật liệu xây dựng và hàng cồng kềnh.' },
  },
];

/** Demo shipments of the demo publisher, one per state worth showing, with the tracking entries the company wrote. */
export interface DemoShipment {
  line: number;
  status: ShipmentStatus;
  parcels: number;
  weightKg: number;
  volumeM3: number;
  goods: string;
  daysAgo: number;
  quoteNote?: string;
  logs: Array<{ place: string; note: string; status: ShipmentStatus }>;
}

export const DEMO_SHIPMENTS: DemoShipment[] = [
  { line: 0, status: 'requested', parcels: 2, weightKg: 35, volumeM3: 0.2, goods: '咖啡豆和腰果（真空包装）', daysAgo: 0, logs: [] },
  { line: 1, status: 'quoted', parcels: 1, weightKg: 12, volumeM3: 0.05, goods: '合同文件和产品样品', daysAgo: 1, quoteNote: '含上门取件和目的地派送', logs: [] },
  {
    line: 0, status: 'in_transit', parcels: 4, weightKg: 120, volumeM3: 0.8, goods: '红木家具配件', daysAgo: 6, quoteNote: '含打木架',
    logs: [
      { place: '仓库已收货', note: '4 件已入库，已打木架', status: 'in_transit' },
      { place: '港口已装船', note: '船名 COSCO 星河 · 预计 10 天到港', status: 'in_transit' },
    ],
  },
  {
    line: 2, status: 'delivered', parcels: 3, weightKg: 60, volumeM3: 0.4, goods: '榴莲干和越南咖啡', daysAgo: 12, quoteNote: '陆运 门到门',
    logs: [
      { place: '仓库已收货', note: '3 件，已称重 60 kg', status: 'in_transit' },
      { place: '凭祥口岸已清关', note: '', status: 'in_transit' },
      { place: '广州天河区 已签收', note: '收件人陈建国本人签收', status: 'delivered' },
    ],
  },
];
