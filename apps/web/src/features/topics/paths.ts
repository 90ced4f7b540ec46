import { SOCIAL_TOPIC_PATH } from '@haiwai/contracts/social/constants';

export const TOPIC_PATHS = {
  square: '/pagesA/socialize/talk-square',
  detail: SOCIAL_TOPIC_PATH,
  release: '/pages/socialize/talk-release',
  publishPost: '/pages/socialize/dynamics-release',
} as const;

export const topicPath = (id: number) => `${TOPIC_PATHS.detail}?id=${id}`;
export const publishInTopicPath = (id: number) => `${TOPIC_PATHS.publishPost}?topic_id=${id}`;

/** An unread badge's text: the count, or "99+" above 99. */
export const unreadText = (n: number) => (n > 99 ? '99+' : String(n));
