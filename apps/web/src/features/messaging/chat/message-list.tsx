import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@gembourse/contracts/messaging';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { dayKey, dayOf } from './chat-format.ts';
import type { PendingMessage, ThreadState } from './chat-store.ts';
import { loadOlder } from './chat-thread.ts';
import { MessageBubble, PendingBubble } from './message-bubble.tsx';

type Item =
  | { key: string; at: string; message: ChatMessage; pending?: undefined }
  | { key: string; at: string; pending: PendingMessage; message?: undefined };

/** How close to the top (px) the reader must scroll for the older page to load, and to the bottom to stay pinned. */
const LOAD_OLDER_AT = 120;
const PINNED_WITHIN = 64;

function DaySeparator({ at }: { at: string }) {
  const { t } = useTranslation('messaging');
  const locale = useLocaleStore((s) => s.locale);
  const day = dayOf(at);
  return (
    <div className="gb-chat-day" role="separator">
      <span>{day === 'earlier' ? formatDate(at, locale) : t(`chat.day.${day}`)}</span>
    </div>
  );
}

interface MessageListProps {
  conversationId: number;
  thread: ThreadState;
  pending: PendingMessage[];
  me: number;
}

/**
 * The history, oldest at the top: day separators, bubbles, the sending ones last. Scrolling near the top loads the
 * older page (keyset `before` the oldest id) and keeps the reader's place; new messages keep the view at the bottom
 * when the reader was there (or sent them).
 */
export function MessageList({ conversationId, thread, pending, me }: MessageListProps) {
  const { t } = useTranslation('messaging');
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  // What the box looked like before an older page was asked for: its height and position, to keep the reader's place.
  const before = useRef<{ height: number; top: number } | null>(null);

  const items = useMemo<Item[]>(
    () => [
      ...thread.messages.map((m) => ({ key: `m${m.id}`, at: m.createdAt, message: m })),
      ...pending.map((p) => ({ key: `p${p.clientId}`, at: p.createdAt, pending: p })),
    ],
    [thread.messages, pending],
  );
  const lastKey = items.at(-1)?.key;
  const lastMine = items.at(-1)?.pending !== undefined || items.at(-1)?.message?.senderId === me;

  const askOlder = () => {
    const el = box.current;
    if (!el || !thread.hasMore || thread.loadingOlder) return;
    before.current = { height: el.scrollHeight, top: el.scrollTop };
    void loadOlder(conversationId);
  };

  // The last item the view was scrolled for: a new one at the end (not a receipt on an old one) may move the view.
  const shownLast = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (before.current) {
      if (thread.loadingOlder) return;
      // The older page went in above: the same message stays under the reader's eyes.
      el.scrollTop = el.scrollHeight - before.current.height + before.current.top;
      before.current = null;
      return;
    }
    const added = lastKey !== shownLast.current;
    shownLast.current = lastKey;
    // At the bottom the view follows what arrives; a reader scrolled up stays where they are, unless they just sent.
    if (pinned.current || (added && lastMine)) el.scrollTop = el.scrollHeight;
  }, [thread.messages, thread.loadingOlder, lastKey, lastMine]);

  // A reader at the bottom stays there when the box or its content changes size: the page shown after being hidden
  // (keep-alive, a drawer opening), the composer growing, a photo loading.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current && !before.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < PINNED_WITHIN;
    if (el.scrollTop < LOAD_OLDER_AT) askOlder();
  };

  let lastDay = '';
  return (
    <div
      ref={box}
      className="gb-chat-messages"
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.conversation.history')}
    >
      <div ref={content} className="gb-chat-messages__content">
        <div className="gb-chat-messages__older">
          {thread.loadingOlder ? <Spin size="small" /> : null}
          {!thread.loadingOlder && thread.hasMore ? (
            <Button size="small" type="link" onClick={askOlder}>
              {t('chat.conversation.loadOlder')}
            </Button>
          ) : null}
          {thread.olderError ? <Alert type="error" showIcon title={thread.olderError} /> : null}
          {!thread.hasMore && items.length > 0 ? <span className="gb-chat-messages__start">{t('chat.conversation.start')}</span> : null}
        </div>
        {items.map((item) => {
          const day = dayKey(item.at);
          const separator = day !== lastDay ? <DaySeparator at={item.at} /> : null;
          lastDay = day;
          return (
            <Fragment key={item.key}>
              {separator}
              {item.message ? (
                <MessageBubble message={item.message} mine={item.message.senderId === me} />
              ) : (
                <PendingBubble pending={item.pending} />
              )}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
