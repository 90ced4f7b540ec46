import type { Dictionary } from '../../../i18n/dictionary';
import type { sitePagesZh } from './zh';

export const sitePagesEn: Dictionary<typeof sitePagesZh> = {
  intro: 'About us, the terms of use, the privacy policy, the community rules and our fees.',
  empty: 'No pages yet',
  updated: 'Updated {{date}}',
};
export default sitePagesEn;
