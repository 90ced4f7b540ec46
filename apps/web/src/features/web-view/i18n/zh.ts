export const webViewZh = {
  frameTitle: '站内网页：{{host}}',
  loading: '正在检查链接…',
  warnTitle: '即将离开海外通',
  warnText: '这个链接不在本站允许的网站名单中，为防止钓鱼诈骗，不在应用内打开：',
  notHttps: '该链接不是安全的 https 地址，请谨慎访问。',
  invalid: '这不是有效的网址。',
  hostLabel: '网站',
  openOutside: '在浏览器中打开',
  back: '返回',
  noUrl: '没有要打开的链接。',
  source: '来源：{{host}}',
};
export default webViewZh;
