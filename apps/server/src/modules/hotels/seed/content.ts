/**
 * Demo hotels (zh first, with en and vi ones): names and descriptions with the area's city, streets to make
 * addresses from, and room types. Prices are US dollars per night, turned into the area's currency when seeded.
 */
export interface HotelTemplate {
  lang: 'zh' | 'en' | 'vi';
  title: string;
  description: string;
  star: number;
  tags: string[];
  rooms: RoomTemplate[];
  freeCancelDays: number;
  feePercent: number;
  autoConfirmHours: number;
}
export interface RoomTemplate {
  name: string;
  usd: number;
  weekendUsd: number | null;
  inventory: number;
  guests: number;
  sqm: number;
  bed: string;
  facilities: string[];
}

const std = (name: string, usd: number, extra: Partial<RoomTemplate> = {}): RoomTemplate => ({
  name, usd, weekendUsd: Math.round(usd * 1.2), inventory: 8, guests: 2, sqm: 22, bed: 'king', facilities: ['wifi', 'air_conditioning', 'tv', 'window', 'non_smoking'], ...extra,
});

export const STREETS = {
  zh: ['滨江路', '中山路', '和平大道', '花园街', '人民路', '新城大道', '金融街', '海景路'],
  en: ['Riverside Road', 'Central Avenue', 'Park Street', 'Harbour Road', 'Market Street', 'Garden Lane', 'Station Road', 'Lakeview Drive'],
  vi: ['Đường Lê Lợi', 'Đường Nguyễn Huệ', 'Đường Hai Bà Trưng', 'Đường Trần Hưng Đạo', 'Đường Lý Thường Kiệt', 'Đường Pasteur', 'Đường Điện Biên Phủ', 'Đường Võ Văn Kiệt'],
};

export const HOTEL_TEMPLATES: HotelTemplate[] = [
  { lang: 'zh', title: '{city}滨江大酒店', description: '位于{city}市中心江畔，步行可达商圈与夜市。前台提供中文服务，房间宽敞明亮，含丰盛自助早餐，适合商务与家庭出行。', star: 5, tags: ['chinese_service', 'breakfast', 'pool', 'gym', 'airport_shuttle'], freeCancelDays: 2, feePercent: 50, autoConfirmHours: 2,
    rooms: [std('高级大床房', 95), std('豪华双床房', 110, { bed: 'twin' }), std('江景套房', 220, { guests: 3, sqm: 48, inventory: 3, facilities: ['wifi', 'air_conditioning', 'tv', 'bathtub', 'city_view', 'breakfast'] }), std('家庭房', 160, { guests: 4, sqm: 40, bed: 'family', inventory: 4 })] },
  { lang: 'zh', title: '{city}华侨之家公寓酒店', description: '华人经营的公寓式酒店，带厨房和洗衣机，适合刚到{city}的新移民和长住客，长住有优惠，可帮忙办理电话卡和租房咨询。', star: 3, tags: ['chinese_service', 'long_stay', 'free_wifi'], freeCancelDays: 3, feePercent: 30, autoConfirmHours: 12,
    rooms: [std('一室公寓', 45, { facilities: ['wifi', 'kitchen', 'washer', 'fridge', 'air_conditioning'], sqm: 30 }), std('两室公寓', 75, { guests: 4, sqm: 55, bed: 'family', inventory: 5, facilities: ['wifi', 'kitchen', 'washer', 'fridge', 'balcony'] }), std('单人间', 28, { guests: 1, sqm: 15, bed: 'single', inventory: 6 })] },
  { lang: 'zh', title: '{city}金融中心商务酒店', description: '紧邻{city}金融区和地铁站，配备会议室与24小时健身房，提供发票，商务出行首选。', star: 4, tags: ['business', 'near_metro', 'gym', 'free_wifi'], freeCancelDays: 1, feePercent: 100, autoConfirmHours: 0,
    rooms: [std('商务大床房', 80), std('商务双床房', 85, { bed: 'twin' }), std('行政套房', 170, { sqm: 45, inventory: 3, facilities: ['wifi', 'desk', 'bathtub', 'city_view'] })] },
  { lang: 'zh', title: '{city}花园民宿', description: '安静的花园小院，老板是在{city}生活十年的华人，热情介绍当地美食和景点，房间干净温馨。', star: 2, tags: ['chinese_service', 'family', 'free_wifi'], freeCancelDays: 5, feePercent: 50, autoConfirmHours: 24,
    rooms: [std('花园大床房', 35, { inventory: 4 }), std('阁楼家庭房', 60, { guests: 4, bed: 'family', inventory: 2 }), std('经济单人间', 22, { guests: 1, bed: 'single', inventory: 3 })] },
  { lang: 'zh', title: '{city}机场快捷酒店', description: '距离{city}机场约十分钟车程，24小时免费接送机，适合转机和早班机旅客。', star: 3, tags: ['airport_shuttle', 'parking', 'free_wifi'], freeCancelDays: 1, feePercent: 100, autoConfirmHours: 1,
    rooms: [std('标准大床房', 40, { inventory: 12 }), std('标准双床房', 42, { bed: 'twin', inventory: 12 }), std('三人间', 55, { guests: 3, bed: 'family', inventory: 4 }), std('钟点休息房', 20, { inventory: 4, weekendUsd: null })] },
  { lang: 'zh', title: '{city}海湾度假酒店', description: '面朝大海的度假酒店，拥有无边泳池和儿童乐园，亲子度假好去处，提供中文导游咨询。', star: 5, tags: ['sea_view', 'pool', 'family', 'breakfast'], freeCancelDays: 7, feePercent: 50, autoConfirmHours: 4,
    rooms: [std('海景大床房', 130, { facilities: ['wifi', 'sea_view', 'balcony', 'breakfast'] }), std('园景双床房', 105, { bed: 'twin' }), std('亲子套房', 210, { guests: 4, bed: 'family', sqm: 60, inventory: 4 }), std('海景别墅', 380, { guests: 6, sqm: 120, inventory: 2, bed: 'family' }), std('标准房', 85)] },
  { lang: 'zh', title: '{city}老街精品酒店', description: '由百年老建筑改造的精品酒店，位于{city}老城区，周边咖啡馆和老字号餐厅林立。', star: 4, tags: ['chinese_service', 'breakfast'], freeCancelDays: 2, feePercent: 50, autoConfirmHours: 6,
    rooms: [std('复古大床房', 75), std('庭院双床房', 78, { bed: 'twin' }), std('阁楼套房', 150, { guests: 3, sqm: 42, inventory: 2 })] },
  { lang: 'zh', title: '{city}青年旅舍', description: '经济实惠的青旅，有公共厨房和休息区，常有华人背包客交流活动，适合预算有限的旅行者。', star: 1, tags: ['free_wifi', 'near_metro'], freeCancelDays: 1, feePercent: 100, autoConfirmHours: 0,
    rooms: [std('六人间床位', 10, { guests: 1, bed: 'bunk', sqm: 25, inventory: 12, weekendUsd: 12 }), std('四人间床位', 13, { guests: 1, bed: 'bunk', sqm: 20, inventory: 8 }), std('独立双人间', 30, { inventory: 4 })] },
  { lang: 'zh', title: '{city}唐人街酒店', description: '位于华人聚居区，楼下就是中餐馆和中文超市，工作人员会说普通话和粤语。', star: 3, tags: ['chinese_service', 'free_wifi', 'long_stay'], freeCancelDays: 2, feePercent: 50, autoConfirmHours: 12,
    rooms: [std('舒适大床房', 48), std('舒适双床房', 50, { bed: 'twin' }), std('家庭三人房', 70, { guests: 3, bed: 'family', inventory: 4 }), std('长住套房', 90, { sqm: 38, inventory: 3, facilities: ['wifi', 'kitchen', 'washer', 'fridge'] })] },
  { lang: 'en', title: '{city} Grand Riverside Hotel', description: 'A landmark hotel on the river in central {city}, with a rooftop pool, three restaurants and Mandarin-speaking concierge staff.', star: 5, tags: ['pool', 'gym', 'breakfast', 'chinese_service'], freeCancelDays: 3, feePercent: 50, autoConfirmHours: 2,
    rooms: [std('Deluxe King', 120), std('Deluxe Twin', 125, { bed: 'twin' }), std('River View Suite', 260, { guests: 3, sqm: 55, inventory: 3, facilities: ['wifi', 'bathtub', 'city_view', 'breakfast'] })] },
  { lang: 'en', title: '{city} Central Serviced Apartments', description: 'Fully furnished serviced apartments in {city} with weekly housekeeping, ideal for relocations and long stays.', star: 4, tags: ['long_stay', 'business', 'free_wifi'], freeCancelDays: 5, feePercent: 30, autoConfirmHours: 24,
    rooms: [std('Studio', 60, { facilities: ['wifi', 'kitchen', 'washer', 'desk'], sqm: 32 }), std('One-Bedroom Apartment', 85, { sqm: 50, inventory: 6, facilities: ['wifi', 'kitchen', 'washer', 'balcony'] }), std('Two-Bedroom Apartment', 130, { guests: 4, sqm: 80, bed: 'family', inventory: 4 }), std('Penthouse', 240, { guests: 5, sqm: 140, bed: 'family', inventory: 1 })] },
  { lang: 'en', title: '{city} Metro Inn', description: 'Simple, spotless rooms two minutes from the metro in {city}. Free Wi-Fi and a 24-hour front desk.', star: 2, tags: ['near_metro', 'free_wifi'], freeCancelDays: 1, feePercent: 100, autoConfirmHours: 0,
    rooms: [std('Standard Double', 32, { inventory: 10 }), std('Standard Twin', 34, { bed: 'twin', inventory: 10 }), std('Single Room', 24, { guests: 1, bed: 'single', inventory: 6 })] },
  { lang: 'vi', title: 'Khách sạn Sao Mai {city}', description: 'Khách sạn thân thiện ở trung tâm {city}, gần chợ và phố đi bộ, có nhân viên nói tiếng Trung và tiếng Anh.', star: 3, tags: ['chinese_service', 'free_wifi', 'breakfast'], freeCancelDays: 2, feePercent: 50, autoConfirmHours: 6,
    rooms: [std('Phòng Deluxe giường đôi', 38), std('Phòng Deluxe hai giường', 40, { bed: 'twin' }), std('Phòng gia đình', 65, { guests: 4, bed: 'family', inventory: 4 })] },
  { lang: 'vi', title: 'Homestay Hoa Sen {city}', description: 'Homestay ấm cúng trong hẻm yên tĩnh của {city}, chủ nhà nhiệt tình, có bếp chung và xe đạp miễn phí.', star: 2, tags: ['family', 'free_wifi', 'long_stay'], freeCancelDays: 3, feePercent: 50, autoConfirmHours: 12,
    rooms: [std('Phòng đôi nhìn vườn', 25, { inventory: 4 }), std('Phòng ba người', 35, { guests: 3, bed: 'family', inventory: 2 }), std('Phòng đơn', 18, { guests: 1, bed: 'single', inventory: 3 })] },
  { lang: 'vi', title: 'Resort Biển Xanh {city}', description: 'Khu nghỉ dưỡng ven biển với hồ bơi vô cực, spa và nhà hàng hải sản, cách trung tâm {city} 20 phút.', star: 4, tags: ['sea_view', 'pool', 'family', 'parking'], freeCancelDays: 7, feePercent: 50, autoConfirmHours: 4,
    rooms: [std('Phòng hướng biển', 110, { facilities: ['wifi', 'sea_view', 'balcony', 'breakfast'] }), std('Bungalow sân vườn', 140, { guests: 3, sqm: 45, inventory: 5 }), std('Villa hồ bơi riêng', 320, { guests: 6, sqm: 150, bed: 'family', inventory: 2 }), std('Phòng tiêu chuẩn', 80)] },
];
