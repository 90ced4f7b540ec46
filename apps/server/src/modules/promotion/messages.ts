import { defineMessages } from '../../core/message-parts.js';

/** Top placement and view/message counts: refusals of an order, and the orders' titles (stored in every language). */
export const promotionMessages = defineMessages({
  zh: {
    'promotion.listing_not_found': '该信息不存在或已删除',
    'promotion.not_your_listing': '只能为自己发布的信息购买置顶',
    'promotion.listing_other_area': '该信息不属于当前站点，请切换到它所在的站点后再置顶',
    'promotion.listing_not_live': '该信息当前未上架（审核中、已下架、已售或已过期），上架后才能置顶',
    'promotion.package_invalid': '该套餐配置有误，请选择其他套餐',
    'promotion.top_title': '置顶 {days} 天 · {title}',
    'promotion.counts_title': '{views} 次查看 + {messages} 次沟通',
  },
  en: {
    'promotion.listing_not_found': 'This listing does not exist or was deleted',
    'promotion.not_your_listing': 'You can only buy top placement for your own listings',
    'promotion.listing_other_area': 'This listing belongs to another area; switch to its area to place it on top',
    'promotion.listing_not_live': 'This listing is not live (in review, offline, sold or expired); it can go on top once it is live again',
    'promotion.package_invalid': 'This package is set up wrongly; please choose another one',
    'promotion.top_title': 'Top for {days} days · {title}',
    'promotion.counts_title': '{views} views + {messages} messages',
  },
  vi: {
    'promotion.listing_not_found': 'Tin này không tồn tại hoặc đã bị xóa',
    'promotion.not_your_listing': 'Bạn chỉ có thể mua ghim cho tin của chính mình',
    'promotion.listing_other_area': 'Tin này thuộc khu vực khác; hãy chuyển sang khu vực của tin để ghim',
    'promotion.listing_not_live': 'Tin này chưa hiển thị (đang duyệt, đã ẩn, đã bán hoặc hết hạn); chỉ ghim được khi tin đang hiển thị',
    'promotion.package_invalid': 'Gói này bị cấu hình sai, vui lòng chọn gói khác',
    'promotion.top_title': 'Ghim {days} ngày · {title}',
    'promotion.counts_title': '{views} lượt xem + {messages} lượt nhắn',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    promotion: typeof promotionMessages.zh;
  }
}
