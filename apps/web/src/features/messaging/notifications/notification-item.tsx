import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '@gembourse/contracts/notifications';
import { formatRelativeTime, INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useNoticeActions } from './notifications-api.ts';

/** Only a path of this app is followed: a link is the server's, but a stray absolute URL must not leave the site. */
export function isAppPath(link: string | null | undefined): link is string {
  return Boolean(link && link.startsWith('/') && !link.startsWith('//'));
}

/**
 * What opening a notification does: mark it read, then go to the thing it is about. The read is not waited for
 * (a failure shows the catalogue's toast; the next announcement corrects the badge), so the page changes at once.
 */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const { markRead } = useNoticeActions();
  return (item: Notification) => {
    void markRead(item).catch(() => undefined);
    onOpened?.();
    if (isAppPath(item.link)) void navigate(item.link);
  };
}

interface NotificationItemProps {
  item: Notification;
  onOpen: (item: Notification) => void;
  /** The bell's popover: one line of body. */
  compact?: boolean;
}

/** One notification: title, body and how long ago, unread ones marked; the whole row opens it. */
export function NotificationItem({ item, onOpen, compact = false }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const locale = useLocaleStore((s) => s.locale);
  const unread = !item.readAt;
  return (
    <li className={`gb-notice${unread ? ' gb-notice--unread' : ''}${compact ? ' gb-notice--compact' : ''}`}>
      <button type="button" className="gb-notice__open" onClick={() => onOpen(item)}>
        <span className="gb-notice__dot" aria-hidden="true" />
        <span className="gb-notice__text">
          <span className="gb-notice__title">
            {unread ? <span className="gb-sr-only">{t('item.unread')}: </span> : null}
            {item.title}
          </span>
          {item.body ? <span className="gb-notice__body">{item.body}</span> : null}
          <time className="gb-notice__time" dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString(INTL_TAG[locale])}>
            {formatRelativeTime(item.createdAt, locale)}
          </time>
        </span>
      </button>
    </li>
  );
}
