/**
 * Chat photos, voice, videos and files become private files of purpose `chat` (docs/media.md): their old public URLs
 * answer 404 from now on; the conversation's members read them through signed links. The index finds the messages
 * that carry a file, which is how the chat module decides who may read it (private-media.ts). Runs after the media
 * table got its visibility (202612040100-media-private).
 */
export const up = [
  `create index chat_message_media_url on chat_message ((content->>'url'))`,
  `update media set visibility = 'private', purpose = 'chat'
    where visibility = 'public' and hash in (
      select substr(content->>'url', 12) from chat_message
      where type in ('image', 'voice', 'video', 'file') and content->>'url' ~ '^/api/media/[0-9a-f]{32}$'
    )`,
];

/** The files stay private (making chat files public again is no step back to take by accident); the index goes. */
export const down = [`drop index chat_message_media_url`];
