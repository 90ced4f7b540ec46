import type { ReasonTexts } from '../schema.js';

/** Every area's first reject reasons (the area's admins edit them in the console). */
export const DEFAULT_REASONS: ReasonTexts[] = [
  { zh: '信息不完整：请补充价格、位置和联系方式等必要信息', en: 'Incomplete: please add the price, location, contact and other required details', vi: 'Thiếu thông tin: vui lòng bổ sung giá, vị trí, cách liên hệ và các thông tin cần thiết' },
  { zh: '图片不清晰或与内容无关，请换成真实清晰的图片', en: 'The photos are unclear or unrelated; please use clear, real photos', vi: 'Ảnh không rõ hoặc không liên quan; vui lòng dùng ảnh thật, rõ nét' },
  { zh: '重复发布：同样的内容已经在发布中', en: 'Duplicate: the same content is already published', vi: 'Đăng trùng: nội dung này đã được đăng' },
  { zh: '分类选择错误，请选择正确的分类后重新提交', en: 'Wrong category; choose the right one and submit again', vi: 'Sai danh mục; vui lòng chọn đúng danh mục rồi gửi lại' },
  { zh: '含有广告、引流或站外联系方式，请删除后重新提交', en: 'Contains advertising or off-platform contact details; remove them and submit again', vi: 'Có quảng cáo hoặc thông tin liên hệ ngoài nền tảng; vui lòng xóa rồi gửi lại' },
  { zh: '内容涉嫌虚假或违法，不予通过', en: 'The content appears false or unlawful and cannot be approved', vi: 'Nội dung có dấu hiệu sai sự thật hoặc vi phạm pháp luật nên không được duyệt' },
  { zh: '价格明显不合理，请核实后重新提交', en: 'The price is clearly unrealistic; please check it and submit again', vi: 'Giá không hợp lý; vui lòng kiểm tra lại rồi gửi lại' },
];
