import type { Dictionary } from '../../../../i18n/dictionary';
import type { trustZh } from './zh';

export const trustEn: Dictionary<typeof trustZh> = {
  title: 'What the badges mean',
  intro: 'The small icons next to a name show which checks the person has passed. They help you know who you are dealing with, but they are no guarantee: check large deals in person and never pay in advance.',
  held: 'Verified',
  notHeld: 'Not verified',
  explain: {
    phone: 'The account has a mobile number, confirmed with an SMS code.',
    real_name: 'They sent an identity document, which an admin of this area checked and approved by hand; the number is never shown.',
    business: 'Their company uploaded its business licence, which an admin of this area approved.',
    vip: 'They are a paying VIP member of the site.',
  },
  safety: 'Staying safe',
};

export default trustEn;
