/**
 * "Translate incoming messages into my language" (docs/translation.md, issue 31): a member's own switch per
 * conversation, kept on the server so that every device of the member follows it. Off for everyone at first.
 */
export const up = [`alter table conversation_member add column auto_translate boolean not null default false`];

export const down = [`alter table conversation_member drop column auto_translate`];
