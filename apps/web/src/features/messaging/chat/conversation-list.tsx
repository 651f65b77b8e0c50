import { useEffect, useMemo, useRef } from 'react';
import { Avatar, Badge, Button, Empty, Skeleton } from 'antd';
import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, type ChatMessage, type Conversation } from '@gembourse/contracts/messaging';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useConversationList } from './chat-api.ts';
import { formatListTime } from './chat-format.ts';
import { ChatError } from './chat-states.tsx';
import { sawMessageId } from './chat-store.ts';
import { MessageTicks, stateOf } from './message-ticks.tsx';

/** The one line a conversation's last message reads as in the list. */
function usePreview() {
  const { t } = useTranslation('messaging');
  return (message: ChatMessage | null): string => {
    if (!message) return t('chat.list.noMessages');
    if (message.kind === 'image') return t('chat.preview.image');
    if (message.kind !== 'text')
      return message.card ? t(`chat.preview.${message.kind}`, { title: message.card.title }) : t(`chat.card.unavailable.${message.kind}`);
    return message.text.length > CHAT_LIMITS.previewMax ? `${message.text.slice(0, CHAT_LIMITS.previewMax)}…` : message.text;
  };
}

function ConversationRow({
  conversation,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  selected: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('messaging');
  const locale = useLocaleStore((s) => s.locale);
  const me = useSessionStore((s) => s.userInfo?.id ?? 0);
  const preview = usePreview();
  const { peer, lastMessage, unread } = conversation;
  const mine = lastMessage?.senderId === me;
  return (
    <li>
      <button
        type="button"
        className={`gb-chat-item${selected ? ' gb-chat-item--selected' : ''}${unread ? ' gb-chat-item--unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        aria-label={unread ? t('chat.list.openUnread', { name: peer.name, count: unread }) : t('chat.list.open', { name: peer.name })}
        onClick={() => onOpen(conversation.id)}
      >
        <Badge count={unread} size="small" overflowCount={99} className="gb-chat-item__badge">
          <Avatar size={40} src={peer.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
        </Badge>
        <span className="gb-chat-item__body">
          <span className="gb-chat-item__top">
            <span className="gb-chat-item__name gb-clamp-1">{peer.name}</span>
            <time className="gb-chat-item__time" dateTime={conversation.lastMessageAt}>
              {formatListTime(conversation.lastMessageAt, locale)}
            </time>
          </span>
          <span className="gb-chat-item__company gb-clamp-1">{peer.companyName}</span>
          <span className="gb-chat-item__preview">
            {mine && lastMessage ? <MessageTicks state={stateOf(lastMessage)} /> : null}
            <span className="gb-clamp-1">{preview(lastMessage)}</span>
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * My conversations, the most recent first: peer, company, last message, time and unread badge; more pages on demand
 * (the `next` cursor). Empty, loading and error states of their own.
 */
export function ConversationList({ selectedId, onOpen }: { selectedId: number | null; onOpen: (id: number) => void }) {
  const { t } = useTranslation('messaging');
  const query = useConversationList();
  const conversations = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);

  useEffect(() => {
    for (const c of conversations) if (c.lastMessage) sawMessageId(c.lastMessage.id);
  }, [conversations]);

  // The next page loads as its button scrolls into view; the button stays for keyboards and old browsers.
  const more = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = more.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className="gb-chat-list gb-chat-list--loading" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} active avatar title={false} paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (query.isError && conversations.length === 0) {
    return <ChatError text={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (conversations.length === 0) {
    return (
      <Empty className="gb-chat-empty" image={<MessageOutlined className="gb-chat-empty__icon" />} description={t('chat.list.empty')} />
    );
  }
  return (
    <div className="gb-chat-list">
      <ul aria-label={t('chat.list.title')}>
        {conversations.map((c) => (
          <ConversationRow key={c.id} conversation={c} selected={c.id === selectedId} onOpen={onOpen} />
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={more}>
          <Button block type="link" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('chat.list.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
