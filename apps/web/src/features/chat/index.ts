// What the shell and other features use of chat: the runtime starter in the layout and the unread badge.
export { ChatBoot } from './chat-boot';
export { ChatEntryBadge, ChatTabBadge } from './chat-badge';
