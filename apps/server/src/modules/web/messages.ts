import { defineMessages } from '../../core/message-parts.js';

/** The words of page heads the server writes (docs/links.md): the site's own name and the generic descriptions. */
export const webMessages = defineMessages({
  zh: {
    'web.site_name': '海外一站式服务',
    'web.site_description': '出海华人一站式服务平台：房屋、二手、汽车、招聘、商家黄页、同城社交与聊天。',
    'web.list_description': '{site}上最新的{label}信息，按地区、分类和价格筛选。',
    'web.link_not_ours': '只能预览本站的页面链接',
    'web.link_not_public': '该页面不存在或未公开',
  },
  en: {
    'web.site_name': 'Haiwai One-Stop',
    'web.site_description': 'One-stop service for Chinese communities abroad: homes, second-hand goods, cars, jobs, business directory, local social and chat.',
    'web.list_description': 'The latest {label} on {site}, by area, category and price.',
    'web.link_not_ours': 'Only links to pages of this site can be previewed',
    'web.link_not_public': 'This page does not exist or is not public',
  },
  vi: {
    'web.site_name': 'Haiwai Một Cửa',
    'web.site_description': 'Dịch vụ một cửa cho cộng đồng người Hoa ở nước ngoài: nhà đất, đồ cũ, ô tô, việc làm, danh bạ doanh nghiệp, mạng xã hội và trò chuyện.',
    'web.list_description': '{label} mới nhất trên {site}, lọc theo khu vực, danh mục và giá.',
    'web.link_not_ours': 'Chỉ xem trước được liên kết đến các trang của trang web này',
    'web.link_not_public': 'Trang này không tồn tại hoặc chưa công khai',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    web: typeof webMessages.zh;
  }
}
