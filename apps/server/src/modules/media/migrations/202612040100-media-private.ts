/**
 * Private media (docs/media.md, docs/decisions/0010-private-media.md): every stored file is public or private, and a
 * private one names its purpose, whose module decides who may read it. Existing rows are public; the chat and auth
 * modules' own migrations that follow make their files private.
 */
export const up = `
    alter table media add column visibility text not null default 'public';
    alter table media add column purpose text;
    alter table media add constraint media_visibility check (visibility in ('public', 'private'));
    alter table media add constraint media_private_purpose check ((visibility = 'private') = (purpose is not null));
`;

export const down = `
    alter table media drop constraint media_private_purpose;
    alter table media drop constraint media_visibility;
    alter table media drop column purpose;
    alter table media drop column visibility;
`;
