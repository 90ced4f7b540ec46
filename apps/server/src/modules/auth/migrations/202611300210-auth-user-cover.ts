/** A person's cover picture: the wide image on top of their social page (set with putUser, like the avatar). */
export const up = `
    alter table app_user add column cover text;
`;

export const down = `
    alter table app_user drop column cover;
`;
