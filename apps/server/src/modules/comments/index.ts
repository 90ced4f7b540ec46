/** What other modules use of the comment engine: the declaration, the table shapes and the kind's operations (docs/comments.md). */
export { defineCommentable, type CommentableDefinition, type CommentEvent, type CommentRefusal, type CommentTarget, type CommentView, type Person } from './definition.js';
export type { CommentKind, Commentables } from './commentables.js';
export { likedAs, type HideInput, type LikeState } from './moderate.js';
export type { Thread } from './present.js';
export type { ListQuery, Page } from './read.js';
export type { CommentLikeTable, CommentTable, CommentTables, RatingColumns } from './tables.js';
export type { SaveInput } from './write.js';
