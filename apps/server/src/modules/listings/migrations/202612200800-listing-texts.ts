/**
 * A listing in more than one language (docs/translation.md, "Listings in more than one language"): the publisher's
 * versions of title and description in the languages other than the original's (`lang_type`), as
 * `{ "<lang>": { "title": …, "description": … } }`. Their words join the stored search lexemes (`search`, computed in
 * JavaScript), so `listing_search` and `listing_top_search` cover every version with no change of their own.
 */
export const up = `
    alter table listing add column texts jsonb not null default '{}'
`;

export const down = `
    alter table listing drop column if exists texts
`;
