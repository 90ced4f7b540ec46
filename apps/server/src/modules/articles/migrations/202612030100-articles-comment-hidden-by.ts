/**
 * Article comments take the comment engine's one table shape (modules/comments, docs/comments.md): like every
 * kind's comments, they record which admin hid them. Nothing is moved or dropped; existing hidden comments keep
 * no name (they were hidden from the report queue, whose audit names the admin).
 */
export const up = `
    alter table article_comment add column hidden_by integer references app_user(id) on delete set null;
`;

export const down = `
    alter table article_comment drop column hidden_by;
`;
