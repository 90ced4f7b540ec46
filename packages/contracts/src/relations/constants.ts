/**
 * People and people (docs/moderation.md), the zod-free part: follow and block actions, list kinds, page sizes.
 * Shared by the server, the schemas and the web app.
 */

/** `social/relation`: without an action the call toggles my follow; `remove_fan` stops them following me. */
export const RELATION_ACTIONS = ['follow', 'unfollow', 'remove_fan'] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];

/** `social/relation/list_user`: whom a person follows, or who follows them. */
export const RELATION_LIST_TYPES = ['following', 'fans'] as const;
export type RelationListType = (typeof RELATION_LIST_TYPES)[number];

/** `shielding/sava`: without an action the call toggles my block. */
export const BLOCK_ACTIONS = ['block', 'unblock'] as const;
export type BlockAction = (typeof BLOCK_ACTIONS)[number];

export const RELATION_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
