import { describe, expect, it } from 'vitest';
import { inEveryLanguage } from './messages.js';

describe('inEveryLanguage', () => {
  it('renders one message in zh, en and vi with its parameters', () => {
    expect(inEveryLanguage('error.bad_request')).toEqual({ zh: '请求参数有误，请检查后重试', en: expect.any(String), vi: expect.any(String) });
    const text = inEveryLanguage('field.too_long', { max: 7 });
    expect(Object.keys(text).sort()).toEqual(['en', 'vi', 'zh']);
    expect(Object.values(text).every((s) => s.includes('7'))).toBe(true);
  });
});
