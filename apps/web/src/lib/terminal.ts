import { TERMINAL, TERMINAL_VALUES, type Terminal } from './contracts';

/**
 * Our native shells append `HaiwaiApp/<platform>` to the WebView user agent (uni-app shells add `Html5Plus`);
 * a shell that cannot change its UA opens the app with `?terminal=6|7` instead.
 */
const APP_MARKER = /HaiwaiApp\/(android|ios)|Html5Plus/i;

export interface TerminalInfo {
  terminal: Terminal;
  device: string;
}

export function detectTerminal(ua: string, param?: string | null, isMiniProgramEnv = false): TerminalInfo {
  const fromParam = Number(param);
  const terminal: Terminal =
    param && TERMINAL_VALUES.includes(fromParam) ? (fromParam as Terminal) : terminalFromUa(ua, isMiniProgramEnv);
  return { terminal, device: deviceName(terminal, ua) };
}

function terminalFromUa(ua: string, isMiniProgramEnv: boolean): Terminal {
  if (isMiniProgramEnv || /miniProgram/i.test(ua)) return TERMINAL.MINI_PROGRAM;
  const app = APP_MARKER.exec(ua);
  if (app) {
    const platform = app[1]?.toLowerCase();
    if (platform === 'ios' || (!platform && /iPhone|iPad|iPod/i.test(ua))) return TERMINAL.IOS;
    return TERMINAL.ANDROID;
  }
  if (/MicroMessenger/i.test(ua)) return TERMINAL.WECHAT_BROWSER;
  return TERMINAL.WEB;
}

/** Device name reported to the server: H5, MiniProgram, IOS, Android, or the browser name on plain web. */
export function deviceName(terminal: Terminal, ua: string): string {
  switch (terminal) {
    case TERMINAL.MINI_PROGRAM:
      return 'MiniProgram';
    case TERMINAL.IOS:
      return 'IOS';
    case TERMINAL.ANDROID:
      return 'Android';
    case TERMINAL.WECHAT_BROWSER:
      return 'H5';
    default:
      return browserName(ua) ?? 'H5';
  }
}

function browserName(ua: string): string | null {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser/.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS/.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS/.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return null;
}
