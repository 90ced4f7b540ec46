/**
 * `lang_word` holds only an admin's overrides of the UI words bundled with the web app (docs/decisions/0005-ui-words.md).
 * Older releases copied the whole bundle into it at seed time, so those copies would keep overriding any later change
 * of a bundled word. They are marked `seeded` (and no longer served) rather than deleted: the old seed wrote them all
 * in one transaction, so they share the table's earliest `updated_at`; a row written later is an admin's and stays live.
 */
export const up = `
    alter table lang_word add column seeded boolean not null default false;
    update lang_word set seeded = true where updated_at = (select min(updated_at) from lang_word)
`;

export const down = `
    alter table lang_word drop column seeded
`;
