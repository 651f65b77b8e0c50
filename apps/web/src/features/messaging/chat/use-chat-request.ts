import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@gembourse/contracts/messaging';
import { takeChatRequest, useChatRequest } from '../../../shared/chat/open-chat.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { chatKeys, openConversation } from './chat-api.ts';
import { putConversationOnTop } from './chat-list-cache.ts';

/**
 * Takes the chat requests of other features (shared/chat/open-chat.ts) while `active`: asks the server for the
 * conversation (POST /im-api/conversation/open) and hands its id to `onOpened`. A refusal (chatting with oneself,
 * SPEC §5; a blocked member) shows the server's message through the error catalogue, and the chat stays where it was.
 */
export function useChatRequests(active: boolean, onOpened: (id: number) => void): void {
  const client = useQueryClient();
  const me = useSessionStore((s) => s.userInfo?.id ?? 0);
  const seq = useChatRequest((s) => s.pending?.seq ?? 0);
  const opened = useRef(onOpened);
  useEffect(() => {
    opened.current = onOpened;
  });

  useEffect(() => {
    if (!active || !seq || !me) return;
    const request = takeChatRequest();
    if (!request) return;
    openConversation(request).then(
      (conversation: Conversation) => {
        client.setQueryData(chatKeys.conversation(me, conversation.id), conversation);
        putConversationOnTop(client, me, conversation);
        opened.current(conversation.id);
      },
      () => undefined,
    );
  }, [active, seq, me, client]);
}
