/** The social square (posts, topics, comments, likes; docs/social.md), the zod-free part: feed and list types, limits. */

/** `recommend`: by the stored hot score; `newest`: the area's newest; `following`: people and topics I follow. */
export const POST_FEED_TYPES = ['recommend', 'newest', 'following'] as const;
export type PostFeedType = (typeof POST_FEED_TYPES)[number];

/** `hot`: most posts and followers first; `new`: newest topics first. */
export const TOPIC_LIST_TYPES = ['hot', 'new'] as const;
export type TopicListType = (typeof TOPIC_LIST_TYPES)[number];

/** A person's topics: those they created, or those they follow (with unread counts when it is me). */
export const USER_TOPIC_TYPES = ['created', 'followed'] as const;
export type UserTopicType = (typeof USER_TOPIC_TYPES)[number];

/** `like` toggles my like; `forward` counts one share each time. */
export const POST_NUMBER_TYPES = ['like', 'forward'] as const;
export type PostNumberType = (typeof POST_NUMBER_TYPES)[number];

/** `follow` toggles my follow; `browse` marks the topic's posts seen (its unread count drops to 0). */
export const TOPIC_NUMBER_TYPES = ['follow', 'browse'] as const;
export type TopicNumberType = (typeof TOPIC_NUMBER_TYPES)[number];

export const SOCIAL_LIMITS = {
  contentMax: 2000,
  imagesMax: 9,
  topicsPerPost: 3,
  locationMax: 60,
  commentMax: 500,
  topicNameMin: 2,
  topicNameMax: 20,
  topicDescriptionMax: 200,
  hideReasonMax: 200,
  /** Replies a comment carries in lists; more through `comment/list` with `parent_id`. */
  repliesShown: 3,
} as const;

export const SOCIAL_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

/** Notice kinds the social square writes (modules/notices stores kinds as text). */
export const SOCIAL_NOTICE_KINDS = ['social_comment', 'social_reply', 'social_like', 'social_hidden'] as const;
export type SocialNoticeKind = (typeof SOCIAL_NOTICE_KINDS)[number];

/** The post detail screen: notices link to `${SOCIAL_POST_PATH}?id=<post id>`. */
export const SOCIAL_POST_PATH = '/pagesA/socialize/dynamics-detail';
/** The topic screen: `${SOCIAL_TOPIC_PATH}?id=<topic id>`. */
export const SOCIAL_TOPIC_PATH = '/pagesA/socialize/topic-detail';

/** Report target types the social square registers with the report queue. */
export const SOCIAL_REPORT_TARGETS = ['social_post', 'social_comment'] as const;
