import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';

/**
 * This browser's side of Web Push (docs/web-push.md): whether it can be notified while the app is closed, its
 * permission, and its subscription with the push service, handed to the server (`web-push/subscribe`).
 */
export type DeviceState = 'on' | 'ready' | 'default' | 'denied' | 'unsupported' | 'ios';
export type ServerKey = ApiData<'webPushKey'>;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** iPhone and iPad (iPadOS says it is a Mac with a touch screen). */
function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

/** The service worker's registration, or null (none: a development server, or a browser without one). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  if (found?.active) return found;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 10_000)))]);
  clearTimeout(timer);
  return ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** What the settings screen says about this device. iOS (16.4+) offers push only to an app added to the home screen. */
export async function deviceState(): Promise<DeviceState> {
  if (!pushSupported()) return isIos() ? 'ios' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'default') return 'default';
  return (await currentSubscription()) ? 'on' : 'ready';
}

const toBytes = (b64u: string) => Uint8Array.from(atob(b64u.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const toB64u = (buf: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buf))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A short name for the list of devices ("Android · Chrome"). */
function deviceName(): string {
  const ua = navigator.userAgent;
  const os = /Android/.test(ua) ? 'Android' : isIos() ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : '';
  return [os, browser].filter(Boolean).join(' · ');
}

export type SubscribeResult = 'subscribed' | 'denied' | 'off' | 'failed';

/** The toast after trying to turn notifications on. */
export const resultWords = (result: SubscribeResult) => (result === 'subscribed' ? 'webPush.toast.enabled' : result === 'denied' ? 'webPush.toast.denied' : 'webPush.toast.failed');

/**
 * Asks for the permission (call it straight from a tap: Safari asks only then), subscribes this browser with the server's
 * key (a subscription made with an older key is replaced) and hands it to the server for the member logged in now.
 */
export async function subscribeDevice(key: ServerKey): Promise<SubscribeResult> {
  if (!key.enabled || !key.public_key || !pushSupported()) return 'off';
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'denied';
  try {
    const reg = await registration();
    if (!reg) return 'failed';
    let sub = await reg.pushManager.getSubscription();
    const own = sub?.options.applicationServerKey;
    if (sub && own && toB64u(own) !== key.public_key) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toBytes(key.public_key) });
    const json = sub.toJSON();
    await call('webPushSubscribe', { body: { endpoint: json.endpoint ?? sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, device: deviceName() }, silent: true, noLoading: true });
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/** Stops pushes to this browser: the server forgets it, and the push service too. */
export async function unsubscribeDevice(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await call('webPushUnsubscribe', { body: { endpoint: sub.endpoint }, silent: true, noLoading: true });
  await sub.unsubscribe();
}
