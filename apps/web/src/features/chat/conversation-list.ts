import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useChat } from './chat-store';
import { chatKeys, fetchConversations, leaveGroup } from './chat-api';
import { chatSocket, startChatRuntime } from './chat-runtime';

/** The list pages' conversations: the runtime started, and the list fetched again each time a page opens. */
export function useConversationList() {
  useEffect(() => startChatRuntime(), []);
  const query = useQuery({ queryKey: chatKeys.list(), queryFn: fetchConversations, staleTime: 0 });
  const conversations = useChat((s) => s.conversations);
  return { query, conversations };
}

/** Leaves a group, and the socket stops following it. */
export async function leaveGroupChat(conversationId: number): Promise<void> {
  await leaveGroup(conversationId);
  chatSocket()?.forgetConversation(conversationId);
}
