import type { PageLoader } from '../../shell/paths';
import { loginFirst } from '../common/login-first';

/** The message centre, a conversation (it draws its own bar) and the group list. */
export const chatScreens: Record<string, PageLoader> = {
  '/pagesA/chat/conversation/list': loginFirst(() => import('./conversation-list-page').then((m) => m.ConversationListPage)),
  '/pagesA/chat/chat/chat': () => import('./chat-page').then((m) => m.ChatPage),
  '/pages/common/group-list': loginFirst(() => import('./group-list-page').then((m) => m.GroupListPage)),
  '/pagesA/chat/group-join': loginFirst(() => import('./groups/join-page').then((m) => m.GroupJoinPage)),
};
