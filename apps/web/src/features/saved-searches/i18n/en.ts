import type { Dictionary } from '../../../i18n/dictionary';
import type { savedSearchZh } from './zh';

export const savedSearchEn: Dictionary<typeof savedSearchZh> = {
  button: {
    save: 'Alert',
    saved: 'Saved',
  },
  toast: {
    saved: 'Search saved: we will tell you about new matches, at most once a day',
    already: 'You already saved this search',
    paused: 'Alerts paused',
    resumed: 'Alerts back on',
    renamed: 'Renamed',
    deleted: 'Unsubscribed',
  },
  page: {
    intro: 'Filter a list and tap the bell (Alert) at the end of the filter bar to save the search. When new listings match, you get at most one alert a day per search, and never the same listing twice. Up to {{max}} searches.',
    empty: 'No saved searches yet',
    emptyHint: 'Filter the homes, second-hand, cars or jobs lists and tap the bell',
    noMore: 'No more',
    loadMoreFailed: 'Could not load; tap to retry',
  },
  row: {
    open: 'Open',
    rename: 'Rename',
    delete: 'Unsubscribe',
    cancel: 'Cancel',
    alerts: 'Alerts',
    alertsOf: 'Alerts of new matches for “{{name}}”',
    paused: 'Alerts paused',
    lastDigest: 'Last alert: {{time}}',
    noDigest: 'No new matches yet',
    deleteTitle: 'Unsubscribe?',
    deleteText: '“{{name}}” will be deleted and its alerts stop.',
  },
  rename: {
    title: 'Rename saved search',
    label: 'Name of the search',
    placeholder: 'e.g. Two bedrooms in District 7',
    save: 'Save',
  },
};
export default savedSearchEn;
