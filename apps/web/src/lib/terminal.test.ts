import { describe, expect, it } from 'vitest';
import { detectTerminal } from './terminal';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.40';
const MINI = WECHAT + ' miniProgram';

describe('detectTerminal', () => {
  it('plain web reports 3 and the browser name', () => {
    expect(detectTerminal(CHROME)).toEqual({ terminal: 3, device: 'Chrome' });
    expect(detectTerminal(SAFARI_IOS)).toEqual({ terminal: 3, device: 'Safari' });
    expect(detectTerminal('curl/8')).toEqual({ terminal: 3, device: 'H5' });
  });
  it('WeChat browser reports 2 / H5', () => {
    expect(detectTerminal(WECHAT)).toEqual({ terminal: 2, device: 'H5' });
  });
  it('mini-program web-view reports 1', () => {
    expect(detectTerminal(MINI)).toEqual({ terminal: 1, device: 'MiniProgram' });
    expect(detectTerminal(WECHAT, null, true).terminal).toBe(1);
  });
  it('app shells are found by UA marker', () => {
    expect(detectTerminal(CHROME + ' HaiwaiApp/Android')).toEqual({ terminal: 6, device: 'Android' });
    expect(detectTerminal(SAFARI_IOS + ' HaiwaiApp/iOS')).toEqual({ terminal: 7, device: 'IOS' });
    expect(detectTerminal(SAFARI_IOS + ' Html5Plus/1.0').terminal).toBe(7);
  });
  it('a valid ?terminal= wins, an invalid one is ignored', () => {
    expect(detectTerminal(CHROME, '7')).toEqual({ terminal: 7, device: 'IOS' });
    expect(detectTerminal(CHROME, '6').terminal).toBe(6);
    expect(detectTerminal(CHROME, '4').terminal).toBe(3);
  });
});
