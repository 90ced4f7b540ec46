/**
 * A hotel review spends its order (the comment engine's rating ticket, docs/comments.md): the order moves from
 * `hotel_order.review_id` onto the review as `hotel_comment.order_id`, and a unique index lets one order carry one
 * live review (hidden ones included; a deleted review frees its order), so the database itself refuses a second.
 */
export const up = `
  alter table hotel_comment add column order_id integer references hotel_order(id) on delete set null;
  update hotel_comment c set order_id = o.id from hotel_order o where o.review_id = c.id and c.parent_id is null;
  create unique index hotel_comment_order on hotel_comment (order_id) where rating is not null and deleted_at is null;
  alter table hotel_order drop column review_id;
`;

export const down = `
  alter table hotel_order add column review_id integer;
  update hotel_order o set review_id = c.id from hotel_comment c where c.order_id = o.id and c.rating is not null and c.deleted_at is null;
  drop index if exists hotel_comment_order;
  alter table hotel_comment drop column order_id;
`;
