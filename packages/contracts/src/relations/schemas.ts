import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idSchema } from '../entities.js';
import { route } from '../route.js';
import { BLOCK_ACTIONS, RELATION_ACTIONS, RELATION_LIST_TYPES, RELATION_PAGE } from './constants.js';

/**
 * Follows, fans and blocking (docs/moderation.md). A person's counters and my relation to them also come with
 * their public profile (`getOtherPeopleUser/:id`).
 */

const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(RELATION_PAGE.maxLimit).default(RELATION_PAGE.defaultLimit),
};

/** My relation to a person after a follow call, with their fresh counters. */
export const relationState = z.object({
  user_id: z.number().int(),
  /** I follow them. */
  isRelation: z.boolean(),
  /** They follow me ("follow back" when only this is true). */
  is_fan: z.boolean(),
  fans_count: z.number().int(),
  following_count: z.number().int(),
});
export type RelationState = z.infer<typeof relationState>;

/** One row of a following or fans list, seen by the caller (flags false for a visitor). */
export const relationUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  /** I follow them. */
  isRelation: z.boolean(),
  /** They follow me. */
  is_fan: z.boolean(),
  /** When the listed follow began (keyset order, newest first). */
  followed_at: z.number().int(),
});
export type RelationUser = z.infer<typeof relationUser>;

export const blockState = z.object({ user_id: z.number().int(), isBlocked: z.boolean() });
export type BlockState = z.infer<typeof blockState>;

export const blockedUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  blocked_at: z.number().int(),
});
export type BlockedUser = z.infer<typeof blockedUser>;

export const relationsApi = {
  socialRelation: route({
    method: 'POST',
    path: '/social/relation',
    access: 'user',
    tag: 'relations',
    summary: 'Follow or unfollow a person (no action: toggle), or remove one of my fans; refused for myself and across a block',
    body: z.object({ user_id: idSchema, action: z.enum(RELATION_ACTIONS).optional() }),
    data: relationState,
  }),
  socialRelationListUser: route({
    method: 'GET',
    path: '/social/relation/list_user',
    access: 'optional',
    // Without user_id the list is mine: a visitor is asked to log in.
    errors: [401],
    tag: 'relations',
    summary: 'Whom a person follows, or their fans (no user_id: mine), newest first, with my relation to each',
    query: z.object({ user_id: idSchema.optional(), type: z.enum(RELATION_LIST_TYPES).default('following'), ...pageQuery }),
    data: page(relationUser),
  }),
  shieldingSave: route({
    method: 'POST',
    path: '/shielding/sava',
    access: 'user',
    tag: 'relations',
    summary: 'Block or unblock a person (no action: toggle); blocking ends follows both ways',
    body: z.object({ user_id: idSchema, action: z.enum(BLOCK_ACTIONS).optional() }),
    data: blockState,
  }),
  shieldingList: route({
    method: 'GET',
    path: '/shielding/list',
    access: 'user',
    tag: 'relations',
    summary: 'People I blocked, newest first',
    query: z.object(pageQuery),
    data: page(blockedUser),
  }),
} as const satisfies Record<string, ApiRoute>;
