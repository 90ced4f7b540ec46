/**
 * A guide review spends its appointment (the comment engine's rating ticket, docs/comments.md): the completed
 * appointment it is about is `guide_review.appointment_id`, and a unique index lets one appointment carry one live
 * review (hidden ones included; a deleted review frees it), so the database itself refuses a second. Reviews
 * written before (one per member and guide) are given the member's first completed appointment with the guide.
 */
export const up = `
  alter table guide_review add column appointment_id integer references guide_appointment(id) on delete set null;
  update guide_review r set appointment_id = (
    select min(a.id) from guide_appointment a where a.guide_id = r.guide_id and a.user_id = r.user_id and a.status = 'completed'
  ) where r.parent_id is null and r.rating is not null;
  create unique index guide_review_appointment on guide_review (appointment_id) where rating is not null and deleted_at is null;
`;

export const down = `
  drop index if exists guide_review_appointment;
  alter table guide_review drop column appointment_id;
`;
