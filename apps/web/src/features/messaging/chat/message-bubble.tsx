import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, ExclamationCircleFilled, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatCard as ChatCardData, ChatMessage } from '@gembourse/contracts/messaging';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { ChatCard } from './chat-card.tsx';
import { formatTime } from './chat-format.ts';
import { discardSend, retrySend } from './chat-send.ts';
import type { OutgoingDraft, PendingMessage } from './chat-store.ts';
import { MessageText } from './message-text.tsx';
import { MessageTicks, stateOf } from './message-ticks.tsx';

/** What a bubble shows, whether stored or still on its way. */
interface BubbleBody {
  kind: ChatMessage['kind'];
  text: string;
  image: ChatMessage['image'];
  card: ChatCardData | null;
}

function bodyOfDraft(draft: OutgoingDraft): BubbleBody {
  switch (draft.kind) {
    case 'text':
      return { kind: 'text', text: draft.text, image: null, card: null };
    case 'image':
      return { kind: 'image', text: '', image: { url: draft.url, width: draft.width, height: draft.height }, card: null };
    default:
      return { kind: draft.kind, text: '', image: null, card: draft.card };
  }
}

// Images are shown in a box of at most this width; the height follows the image's shape, known before it loads.
const IMAGE_BOX = 240;

function Body({ body }: { body: BubbleBody }) {
  const { t } = useTranslation('messaging');
  if (body.kind === 'image' && body.image) {
    const { url, width, height } = body.image;
    const w = width ? Math.min(width, IMAGE_BOX) : IMAGE_BOX;
    const h = width && height ? Math.round((height * w) / width) : undefined;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="gb-chat-image" aria-label={t('chat.message.openImage')}>
        <img src={url} alt={t('chat.message.image')} width={w} height={h} loading="lazy" decoding="async" />
      </a>
    );
  }
  if ((body.kind === 'product' || body.kind === 'company') && body.card) return <ChatCard card={body.card} variant="message" />;
  // The server sends no card the reader may not see (now): it is named, never shown (issue 28 item 11).
  if (body.kind === 'product' || body.kind === 'company')
    return <span className="gb-chat-text gb-chat-text--muted">{t(`chat.card.unavailable.${body.kind}`)}</span>;
  return <MessageText text={body.text} />;
}

function Shell({ mine, rich, children }: { mine: boolean; rich: boolean; children: ReactNode }) {
  return (
    <div className={`gb-chat-row ${mine ? 'gb-chat-row--mine' : 'gb-chat-row--theirs'}`}>
      <div className={`gb-chat-bubble${rich ? ' gb-chat-bubble--rich' : ''}`}>{children}</div>
    </div>
  );
}

/** A stored message: left for the peer's, right for mine with its ticks. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const locale = useLocaleStore((s) => s.locale);
  const body: BubbleBody = { kind: message.kind, text: message.text, image: message.image, card: message.card };
  return (
    <Shell mine={mine} rich={message.kind !== 'text'}>
      <Body body={body} />
      <span className="gb-chat-meta">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt, locale)}</time>
        {mine ? <MessageTicks state={stateOf(message)} /> : null}
      </span>
    </Shell>
  );
}

/** A message of mine on its way: a clock while sending; when refused, the server's reason with Retry and Remove. */
export function PendingBubble({ pending }: { pending: PendingMessage }) {
  const { t } = useTranslation('messaging');
  const locale = useLocaleStore((s) => s.locale);
  const failed = pending.status === 'failed';
  return (
    <Shell mine rich={pending.draft.kind !== 'text'}>
      <Body body={bodyOfDraft(pending.draft)} />
      <span className="gb-chat-meta">
        <time dateTime={pending.createdAt}>{formatTime(pending.createdAt, locale)}</time>
        {failed ? null : <MessageTicks state="sending" />}
      </span>
      {failed ? (
        <div className="gb-chat-failed" role="alert">
          <span>
            <ExclamationCircleFilled /> {pending.error ?? t('chat.message.failed')}
          </span>
          <Space size={4}>
            <Button size="small" type="link" icon={<RedoOutlined />} onClick={() => retrySend(pending.clientId)}>
              {t('chat.message.retry')}
            </Button>
            <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={() => discardSend(pending.clientId)}>
              {t('chat.message.discard')}
            </Button>
          </Space>
        </div>
      ) : null}
    </Shell>
  );
}
