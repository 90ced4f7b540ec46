import { describe, expect, it } from 'vitest';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { antdLocaleOf, loadAntdLocale } from './antd-locale';

describe('antd-mobile words per language', () => {
  it('has Chinese at once and English / Vietnamese only once loaded', async () => {
    expect(antdLocaleOf('zh')).toBe(zhCN);
    expect(antdLocaleOf('en')).toBeUndefined();
    await loadAntdLocale('en');
    expect(antdLocaleOf('en')?.common.confirm).toBe(enUS.common.confirm);
    expect(antdLocaleOf('vi')).toBeUndefined();
    await loadAntdLocale('vi');
    expect(antdLocaleOf('vi')?.locale).toBe(viVN.locale);
  });
});
