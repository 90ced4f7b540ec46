/**
 * Real-name ID photos become private files of purpose `real_name` (docs/media.md): their old public URLs answer 404
 * from now on; the person and their area's admins read them through signed links. Runs after the media table got
 * its visibility (202612040100-media-private).
 */
export const up = `
    update media set visibility = 'private', purpose = 'real_name'
    where visibility = 'public' and hash in (
      select substr(p.url, 12) from user_verify v cross join lateral jsonb_array_elements_text(v.photos) as p(url)
      where p.url ~ '^/api/media/[0-9a-f]{32}$'
    );
`;

/** The files stay private: making ID photos public again is no step back anyone should take by accident. */
export const down = ``;
