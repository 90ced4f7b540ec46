import { defineMessages } from '../../core/message-parts.js';

/** The web view's allow-list. */
export const webViewMessages = defineMessages({
  zh: {
    'webview.https_only': '只能添加 https 网址（不能是 http、其他协议或带端口的地址）',
    'webview.ip_literal': '不能添加 IP 地址，请填写域名',
    'webview.bad_host': '网址的域名格式不正确',
    'webview.area_unknown': '站点不存在',
    'webview.host_taken': '该站点已允许此域名',
  },
  en: {
    'webview.https_only': 'Only https addresses can be added (not http, another scheme or an address with a port)',
    'webview.ip_literal': 'An IP address cannot be added; enter a domain name',
    'webview.bad_host': 'The address’s domain name is not valid',
    'webview.area_unknown': 'This area does not exist',
    'webview.host_taken': 'This area already allows that domain',
  },
  vi: {
    'webview.https_only': 'Chỉ thêm được địa chỉ https (không phải http, giao thức khác hay địa chỉ có cổng)',
    'webview.ip_literal': 'Không thể thêm địa chỉ IP; hãy nhập tên miền',
    'webview.bad_host': 'Tên miền của địa chỉ không hợp lệ',
    'webview.area_unknown': 'Khu vực không tồn tại',
    'webview.host_taken': 'Khu vực này đã cho phép tên miền đó',
  },
});

declare module '../../core/messages.js' {
  interface ModuleMessages {
    webView: typeof webViewMessages.zh;
  }
}
