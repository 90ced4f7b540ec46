import type { Dictionary } from '../../../i18n/dictionary';
import type { webViewZh } from './zh';

export const webViewEn: Dictionary<typeof webViewZh> = {
  frameTitle: 'Web page in the app: {{host}}',
  loading: 'Checking the link…',
  warnTitle: 'You are leaving Haiwai Link',
  warnText: 'This link is not on this area’s list of allowed sites, so to guard against phishing it does not open inside the app:',
  notHttps: 'This link is not a secure https address; take care.',
  invalid: 'This is not a valid web address.',
  hostLabel: 'Site',
  openOutside: 'Open in the browser',
  back: 'Back',
  noUrl: 'There is no link to open.',
  source: 'From {{host}}',
};
export default webViewEn;
