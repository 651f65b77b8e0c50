import { AppstoreOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatCard as ChatCardData } from '@gembourse/contracts/messaging';

/**
 * A product or a company as the chat shows it: the conversation's context at its top, or a card sent as a message.
 * Its link is a path of this app (the server builds it), opened in place.
 */
export function ChatCard({ card, variant }: { card: ChatCardData; variant: 'context' | 'message' }) {
  const { t } = useTranslation('messaging');
  const Icon = card.type === 'product' ? AppstoreOutlined : ShopOutlined;
  return (
    <Link
      to={card.link}
      className={`gb-chat-card gb-chat-card--${variant}`}
      aria-label={t(`chat.card.${card.type}`, { title: card.title })}
    >
      <span className="gb-chat-card__media">
        {card.imageUrl ? <img src={card.imageUrl} alt="" loading="lazy" decoding="async" /> : <Icon aria-hidden />}
      </span>
      <span className="gb-chat-card__body">
        <span className="gb-chat-card__kind">{t(`chat.card.kind.${card.type}`)}</span>
        <span className="gb-chat-card__title gb-clamp-2">{card.title}</span>
        {card.subtitle ? <span className="gb-chat-card__sub gb-clamp-1">{card.subtitle}</span> : null}
      </span>
    </Link>
  );
}
