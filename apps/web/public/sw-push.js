/*
 * Web Push in the app's service worker (docs/web-push.md). Workbox's generated worker pulls this file in with
 * importScripts (vite.config.ts, `workbox.importScripts`), so precaching and the navigation fallback stay as generated.
 * The payload (decrypted by the browser) is {title, body, url, tag, kind}; the url is an app path.
 */

/** Only pages of this app are opened (an app path, or an address of this origin): a payload cannot send the member elsewhere. */
function appUrl(url) {
  try {
    const u = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    if (u.origin === self.location.origin) return u.href;
  } catch (err) {
    /* not an address: the home page */
  }
  return new URL('/', self.location.origin).href;
}

function readPayload(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch (err) {
    return { body: event.data ? event.data.text() : '' };
  }
}

/** Keeps the worker alive for `promise` (a synthetic event, as the tests dispatch, cannot be extended). */
function extend(event, promise) {
  try {
    event.waitUntil(promise);
  } catch (err) {
    /* not a trusted event: the promise still runs */
  }
  return promise;
}

async function showPush(data) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // A window of the app on screen shows the message itself (its toast, badges and lists): no system notification.
  if (windows.some((w) => w.focused && w.visibilityState === 'visible')) return;
  const title = typeof data.title === 'string' && data.title ? data.title : self.registration.scope;
  await self.registration.showNotification(title, {
    body: typeof data.body === 'string' ? data.body : '',
    tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
    renotify: typeof data.tag === 'string' && data.tag !== '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: appUrl(data.url), kind: data.kind },
  });
}

self.addEventListener('push', (event) => {
  extend(event, showPush(readPayload(event)));
});

/** On tap: a window of the app comes forward and opens the url (the conversation); none open: a new one. */
async function openFromNotification(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (own) {
    await own.focus().catch(() => undefined);
    if (own.url === url) return;
    const moved = await own.navigate(url).catch(() => null);
    if (moved) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  extend(event, openFromNotification(appUrl(data.url)));
});
