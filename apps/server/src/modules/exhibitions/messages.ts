import { defineMessages } from '../../core/message-parts.js';

/** Exhibitions: errors, page-head words and the calendar file's labels, in the reader's language. */
export const exhibitionMessages = defineMessages({
  zh: {
    'field.exhibition_dates_order': '结束日期不能早于开始日期',
    'field.exhibition_lat_lng_together': '地图位置需要同时有纬度和经度',
    'exhibition.not_found': '展会不存在或尚未通过审核',
    'exhibition.not_yours': '只能修改自己发布的展会',
    'exhibition.not_merchant': '请选择您名下已通过审核、位于本地区的企业作为主办方账号',
    'exhibition.too_long': '展期不能超过 {days} 天',
    'exhibition.over': '结束日期已过，请填写尚未结束的展会',
    'exhibition.schedule_outside': '日程的日期需要在展期之内：{date}',
    'exhibition.already_reviewed': '该展会已审核过，无需重复操作',
    'exhibition.head.list_title': '展会',
    'exhibition.head.list_description': '本地即将举办的展会和交易会：日期、场馆、行业和主办方，一键加入日历。',
    'exhibition.ics.organiser': '主办方',
    'exhibition.ics.schedule': '日程',
    'notice.exhibition.kind': '展会',
  },
  en: {
    'field.exhibition_dates_order': 'The last day cannot be before the first',
    'field.exhibition_lat_lng_together': 'A map point needs both latitude and longitude',
    'exhibition.not_found': 'This exhibition does not exist or has not passed review',
    'exhibition.not_yours': 'You can only edit exhibitions you published',
    'exhibition.not_merchant': 'Choose one of your companies that passed review in this area as the organiser’s account',
    'exhibition.too_long': 'An exhibition can last at most {days} days',
    'exhibition.over': 'The last day has passed: publish exhibitions that are not over',
    'exhibition.schedule_outside': 'Schedule dates must fall within the exhibition’s days: {date}',
    'exhibition.already_reviewed': 'This exhibition has already been reviewed',
    'exhibition.head.list_title': 'Exhibitions',
    'exhibition.head.list_description': 'Coming exhibitions and trade fairs in town: dates, venue, industry and organiser; add them to your calendar.',
    'exhibition.ics.organiser': 'Organiser',
    'exhibition.ics.schedule': 'Schedule',
    'notice.exhibition.kind': 'exhibition',
  },
  vi: {
    'field.exhibition_dates_order': 'Ngày kết thúc không được trước ngày bắt đầu',
    'field.exhibition_lat_lng_together': 'Vị trí trên bản đồ cần cả vĩ độ và kinh độ',
    'exhibition.not_found': 'Triển lãm không tồn tại hoặc chưa được duyệt',
    'exhibition.not_yours': 'Bạn chỉ sửa được triển lãm do mình đăng',
    'exhibition.not_merchant': 'Hãy chọn một doanh nghiệp của bạn đã được duyệt trong khu vực này làm tài khoản ban tổ chức',
    'exhibition.too_long': 'Triển lãm kéo dài tối đa {days} ngày',
    'exhibition.over': 'Ngày kết thúc đã qua: hãy đăng triển lãm chưa kết thúc',
    'exhibition.schedule_outside': 'Ngày trong lịch trình phải nằm trong thời gian triển lãm: {date}',
    'exhibition.already_reviewed': 'Triển lãm này đã được duyệt rồi',
    'exhibition.head.list_title': 'Triển lãm',
    'exhibition.head.list_description': 'Triển lãm và hội chợ sắp diễn ra: ngày, địa điểm, ngành và ban tổ chức; thêm vào lịch của bạn.',
    'exhibition.ics.organiser': 'Ban tổ chức',
    'exhibition.ics.schedule': 'Lịch trình',
    'notice.exhibition.kind': 'triển lãm',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    exhibitions: typeof exhibitionMessages.zh;
  }
}
