import { consoleWords } from '../i18n';

/** The web view's allow-list page (/admin/web-view, docs/smaller-screens.md). */
export default consoleWords('webView', {
  zh: {
    title: '站内网页白名单',
    intro: '应用内的链接只有指向下列 https 域名时才在应用内打开（沙箱框架）；其他链接先显示提醒和域名，由用户选择在浏览器中打开。应用的内容安全策略 frame-src 只包含这些域名。不能添加 http 地址、IP 地址或带端口的地址。',
    add: '添加域名',
    url: '网址或域名',
    urlHelp: '如 https://evisa.example.gov，只保留域名部分',
    note: '备注',
    host: '域名',
    createdAt: '添加时间',
  },
  en: {
    title: 'Web view allow-list',
    intro: 'A link inside the app opens in the app (in a sandboxed frame) only when it points to one of these https hosts; any other link first shows a warning with its host, and the member chooses to open it in the browser. The app’s Content-Security-Policy frame-src lists exactly these hosts. http addresses, IP addresses and addresses with a port cannot be added.',
    add: 'Add a host',
    url: 'Address or host',
    urlHelp: 'Such as https://evisa.example.gov; only the host is kept',
    note: 'Note',
    host: 'Host',
    createdAt: 'Added',
  },
  vi: {
    title: 'Danh sách trang web được phép',
    intro: 'Liên kết trong ứng dụng chỉ mở trong ứng dụng (khung sandbox) khi trỏ tới một tên miền https dưới đây; liên kết khác hiện cảnh báo kèm tên miền trước, người dùng chọn mở bằng trình duyệt. Chính sách bảo mật nội dung frame-src của ứng dụng chỉ gồm các tên miền này. Không thể thêm địa chỉ http, địa chỉ IP hay địa chỉ có cổng.',
    add: 'Thêm tên miền',
    url: 'Địa chỉ hoặc tên miền',
    urlHelp: 'Ví dụ https://evisa.example.gov; chỉ giữ phần tên miền',
    note: 'Ghi chú',
    host: 'Tên miền',
    createdAt: 'Ngày thêm',
  },
});
