import type { Dictionary } from '../../../i18n/dictionary';
import type { vipZh } from './zh';

export const vipEn: Dictionary<typeof vipZh> = {
  me: 'VIP membership',
  meUntil: 'Until {{date}}',
  become: 'Become VIP',
  renew: 'Renew',
  statusActive: 'VIP · until {{date}}',
  statusNone: 'You are not a VIP member yet',
  statusEnded: 'Your VIP ended on {{date}}',
  benefits: 'Benefits',
  liveLimit: 'Live posts at once: {{count}} / {{limit}}',
  freeTop: '{{days}} free top days a month ({{left}} left this month)',
  badgeHint: 'A VIP badge on your cards and in chats',
  tiers: 'Choose a package',
  tierDays: '{{days}} days',
  tierLive: 'Up to {{limit}} live posts',
  tierTop: '{{days}} free top days a month',
  buy: 'Buy now',
  renewNote: 'Renewing adds the days after your current end date',
  noTiers: 'VIP is not offered in this area yet',
  orders: 'VIP orders',
  open: {
    title: 'Opening fee',
    company: 'Open a company page',
    shop: 'Open a shop',
    guide: 'Guide & translator listing',
    hint: 'Opening here costs {{amount}}: submit, then pay; once paid, your registration goes to review',
    waiting: 'Your registration is saved; pay the opening fee of {{amount}} to send it to review',
    paid: 'The opening fee is paid; your registration is in review',
    refunded: 'The opening fee was refunded and the registration is offline; pay again to bring it back',
    free: 'This area no longer charges for opening; submit it for review from its manage page',
    pay: 'Pay the opening fee',
    toMine: 'See my registration',
  },
};
export default vipEn;
