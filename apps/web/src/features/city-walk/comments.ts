import { TRAVEL } from '@haiwai/contracts/travel/constants';
import { call } from '../../lib/http';
import { defineComments } from '../common/comments';
import { translatedComments } from '../translate';
import { patchWalk, walkKeys, type WalkReply } from './queries';

/** A walk's comments (the kit's thread): anyone replies, one level deep. Members' walks and official routes keep to their own calls. */
function walkComments(official: boolean) {
  return defineComments<WalkReply, 'is_like'>({
    words: 'cityWalk.comment',
    look: 'acomment',
    key: walkKeys.comments(official),
    list: (walkId, query, options) =>
      official ? call('travelOfficialCommentList', { query: { walk_id: walkId, ...query }, ...options }) : call('travelCommentList', { query: { walk_id: walkId, ...query }, ...options }),
    add: (walkId, body) => (official ? call('travelOfficialCommentSave', { body: { walk_id: walkId, ...body } }) : call('travelCommentSave', { body: { walk_id: walkId, ...body } })),
    like: (id, on) => (official ? call('travelOfficialCommentLikeSave', { body: { id, on }, noLoading: true }) : call('travelCommentLikeSave', { body: { id, on }, noLoading: true })),
    remove: (id) => (official ? call('travelOfficialCommentDelete', { params: { id } }) : call('travelCommentDelete', { params: { id } })),
    liked: 'is_like',
    bumpCount: (qc, walkId, by) => patchWalk(qc, walkId, official, (w) => ({ ...w, comment_count: Math.max(0, w.comment_count + by) })),
    maxLength: TRAVEL.commentMax,
    // "Translate" under each comment (docs/translation.md).
    text: translatedComments('travel_comment'),
  });
}

export const memberWalkComments = walkComments(false);
export const officialWalkComments = walkComments(true);
