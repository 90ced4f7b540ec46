import type { StateCreator } from 'zustand';
import { patches } from './patches';
import type { ChatStore, SelectionActions, SelectionState } from './types';

/** Current selection (spec section 4 "Selecting a conversation"): the one on screen reads as it arrives. */
export const selectionSlice: StateCreator<ChatStore, [], [], SelectionState & SelectionActions> = (set, get) => {
  const { setUnread } = patches(set, get);
  return {
    currentId: null,
    select: (conversationId) => {
      set({ currentId: conversationId });
      if (conversationId !== null) setUnread(conversationId, 0);
    },
  };
};
