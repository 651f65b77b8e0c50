import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { PERM } from '@gembourse/contracts/permissions';
import { useEffect, useMemo } from 'react';
import { Avatar, Button, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '@gembourse/contracts/messaging';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useConversation } from './chat-api.ts';
import { ChatCard } from './chat-card.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { clearUnreadInList } from './chat-list-cache.ts';
import { startViewing, useChatStore, type PendingMessage } from './chat-store.ts';
import { loadLatest, sendRead } from './chat-thread.ts';
import { ChatError } from './chat-states.tsx';
import { ConversationMenu } from './conversation-menu.tsx';
import { MessageList } from './message-list.tsx';

const NO_PENDING: PendingMessage[] = [];

function useDisabledReason(conversation: Conversation | undefined): string | null {
  const { t } = useTranslation('messaging');
  const mayChat = usePermission(PERM.chatUse);
  if (!conversation) return null;
  if (!mayChat) return t('chat.disabled.noRight');
  if (conversation.blockedByMe) return t('chat.disabled.blockedByMe');
  if (conversation.blockedByPeer) return t('chat.disabled.blockedByPeer');
  if (!conversation.peer.active) return t('chat.disabled.inactive');
  return null;
}

/** The peer as the conversation's header shows them: avatar, name, job title and company (to its profile). */
function PeerHeader({ conversation, onBack }: { conversation: Conversation | undefined; onBack?: () => void }) {
  const { t } = useTranslation('messaging');
  const peer = conversation?.peer;
  return (
    <header className="gb-chat-head">
      {onBack ? <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('chat.conversation.back')} onClick={onBack} /> : null}
      {peer ? (
        <>
          <Avatar src={peer.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
          <div className="gb-chat-head__names">
            <span className="gb-chat-head__name gb-clamp-1">
              {peer.name}
              {peer.active ? null : <Tag className="gb-chat-head__tag">{t('chat.peer.inactive')}</Tag>}
            </span>
            <Link to={`/home/company-profile?id=${peer.companyId}`} className="gb-chat-head__company gb-clamp-1">
              {peer.jobTitle ? `${peer.jobTitle} · ${peer.companyName}` : peer.companyName}
            </Link>
          </div>
          {conversation ? <ConversationMenu conversation={conversation} /> : null}
        </>
      ) : (
        <Skeleton.Input active size="small" />
      )}
    </header>
  );
}

/** Reads what is on screen: a read receipt up to the newest message to me, while the tab is visible. */
function useReadWhileVisible(conversationId: number, lastToMe: number) {
  const client = useQueryClient();
  const me = useSessionStore((s) => s.userInfo?.id ?? 0);
  useEffect(() => {
    const read = () => {
      if (document.visibilityState === 'hidden' || !lastToMe) return;
      sendRead(conversationId, lastToMe);
      clearUnreadInList(client, me, conversationId);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversationId, lastToMe, client, me]);
}

/**
 * One conversation: the peer, the context it was started from (a product or a company card), the history with
 * infinite scroll upwards, and the composer. `onBack` shows a back arrow (the panel's and the phone page's way to the
 * list).
 */
export function ConversationView({ conversationId, onBack }: { conversationId: number; onBack?: () => void }) {
  const { t } = useTranslation('messaging');
  const me = useSessionStore((s) => s.userInfo?.id ?? 0);
  const query = useConversation(conversationId);
  const thread = useChatStore((s) => s.threads[conversationId]);
  const allPending = useChatStore((s) => s.pending);
  const pending = useMemo(() => {
    const mine = Object.values(allPending).filter((p) => p.conversationId === conversationId);
    return mine.length ? mine.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : NO_PENDING;
  }, [allPending, conversationId]);
  const disabledReason = useDisabledReason(query.data);
  const lastToMe = useMemo(
    () => (thread?.messages ?? []).reduce((max, m) => (m.senderId !== me && m.id > max ? m.id : max), 0),
    [thread?.messages, me],
  );

  useEffect(() => startViewing(conversationId), [conversationId]);
  useEffect(() => {
    void loadLatest(conversationId);
  }, [conversationId]);
  useReadWhileVisible(conversationId, lastToMe);

  const context = query.data?.context?.card ?? null;
  let body;
  if (query.isError) {
    body = <ChatError text={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  } else if (!thread || thread.status === 'loading') {
    body = <Skeleton active className="gb-chat-loading" paragraph={{ rows: 5 }} />;
  } else if (thread.status === 'error') {
    body = <ChatError text={thread.error ?? ''} onRetry={() => void loadLatest(conversationId)} />;
  } else if (thread.messages.length === 0 && pending.length === 0) {
    body = <div className="gb-chat-empty gb-chat-empty--thread">{t('chat.conversation.empty')}</div>;
  } else {
    body = <MessageList conversationId={conversationId} thread={thread} pending={pending} me={me} />;
  }

  return (
    <section
      className="gb-chat-conversation"
      aria-label={query.data ? t('chat.conversation.with', { name: query.data.peer.name }) : undefined}
    >
      <PeerHeader conversation={query.data} onBack={onBack} />
      {context ? (
        <div className="gb-chat-context">
          <span className="gb-chat-context__label">{t(`chat.context.${query.data?.context?.type ?? 'product'}`)}</span>
          <ChatCard card={context} variant="context" />
        </div>
      ) : null}
      {body}
      {query.isError ? null : <ChatComposer conversationId={conversationId} disabledReason={disabledReason} contextCard={context} />}
    </section>
  );
}
