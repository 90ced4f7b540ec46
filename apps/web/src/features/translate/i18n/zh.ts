/** "Translate" under what people write (docs/translation.md). */
export const translateZh = {
  action: '翻译',
  working: '正在翻译…',
  from: '译自{{lang}}',
  fromUnknown: '机器翻译',
  showOriginal: '显示原文',
  showTranslation: '显示译文',
  unavailable: '暂时无法翻译，请稍后再试',
  retry: '重试',
};
export default translateZh;
