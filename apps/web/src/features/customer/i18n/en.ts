import type { Dictionary } from '../../../i18n/dictionary';
import type { customerZh } from './zh';

export const customerEn: Dictionary<typeof customerZh> = {
  centre: {
    hello: 'Hello, how can we help?',
    sub: 'Find answers to common questions, or contact customer service',
    searchPlaceholder: 'Search questions, e.g. refund, code',
    categories: 'Topics',
    questionCount: '{{count}} questions',
    contact: 'Contact us',
    chat: 'Chat with us',
    chatWith: 'Chat with {{name}}',
    phone: 'Service phone',
    hours: 'Hours: {{hours}}',
    wechat: 'Service WeChat',
    email: 'Service e-mail',
    groups: 'WeChat groups of this area',
    groupOwner: 'Owner’s WeChat: {{id}}',
    noService: 'No chat service in this area yet; please call or join a WeChat group',
    noCategories: 'No questions yet',
    oldLayout: 'All questions',
  },
  list: {
    search: 'Search',
    resultsFor: 'Results for “{{keyword}}”',
    empty: 'No matching questions',
    emptyHint: 'Try another word, or chat with customer service',
    noMore: 'No more',
    loadMoreFailed: 'Could not load; tap to retry',
    helpful: '{{count}} found this helpful',
    all: 'All questions',
  },
  detail: {
    helpQuestion: 'Did this answer help you?',
    yes: 'Yes',
    no: 'No',
    votedYes: 'Thanks: you found this helpful',
    votedNo: 'Thanks: we will improve this answer',
    counts: '{{helpful}} found it helpful · {{unhelpful}} did not',
    loginToVote: 'Log in to answer',
    related: 'Related questions',
    stillNeedHelp: 'Still need help?',
    contactService: 'Contact us',
    areaSpecific: 'For this area',
    updated: 'Updated {{date}}',
  },
};
export default customerEn;
