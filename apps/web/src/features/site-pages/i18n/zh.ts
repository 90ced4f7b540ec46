export const sitePagesZh = {
  intro: '平台介绍、用户协议、隐私政策、社区规范与收费说明。',
  empty: '暂无页面',
  updated: '更新于 {{date}}',
};
export default sitePagesZh;
