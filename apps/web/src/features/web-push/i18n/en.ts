import type { Dictionary } from '../../../i18n/dictionary';
import type { webPushZh } from './zh';

export const webPushEn: Dictionary<typeof webPushZh> = {
  page: {
    deviceTitle: 'This device',
    kindsTitle: 'What to notify me of',
    kindsHint: 'A kind turned off is no longer pushed to any of your devices; you still see it in the app.',
    devices: 'Devices with notifications on: {{count}}',
    off: 'Notifications when the app is closed are not available on this site.',
  },
  state: {
    on: 'On: you are notified even when the app is closed',
    ready: 'The browser allows notifications; they are not on for this device yet',
    default: 'Off: you are not notified while the app is closed',
    denied: 'The browser blocks notifications: allow them for this site in the browser or system settings, then turn them on',
    unsupported: 'This browser cannot notify you while the app is closed',
    ios: 'On iPhone or iPad (iOS 16.4 or later), first install the app with Safari’s Share → Add to Home Screen, then open it from the home screen and turn notifications on',
  },
  action: {
    enable: 'Turn notifications on',
    disable: 'Turn notifications off on this device',
  },
  kind: {
    messages: 'New messages',
    messagesHint: 'New messages in chats and groups (except muted ones)',
    mentions: 'Mentions and replies',
    mentionsHint: 'Someone mentions you in a group or replies to your message; a mention notifies you even in a muted group',
    reviews: 'Review results',
    reviewsHint: 'Your posts passed or failed review',
    notices: 'Other notices',
    noticesHint: 'Orders, bookings, applications, new followers and other personal notices',
  },
  toast: {
    enabled: 'Notifications are on',
    disabled: 'Notifications are off on this device',
    denied: 'Notifications were not allowed',
    failed: 'Could not turn notifications on; try again later',
    saved: 'Saved',
  },
  offer: {
    title: 'Turn on notifications?',
    text: 'With notifications on, your phone tells you when someone messages you, mentions you or replies to you, even when the app is closed. A notification shows who sent what kind of message, never its text. Turn them off any time in Me → Notifications.',
    allow: 'Turn on',
    later: 'Not now',
  },
};
export default webPushEn;
