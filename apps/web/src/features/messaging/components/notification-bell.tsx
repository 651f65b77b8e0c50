import { useState } from 'react';
import { Badge, Button, Grid, Popover, Skeleton } from 'antd';
import { BellOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NotificationItem, useOpenNotification } from '../notifications/notification-item.tsx';
import { useLatestNotifications, useNoticeActions } from '../notifications/notifications-api.ts';
import '../notifications/notifications.css';

/** The notification centre's page. */
export const NOTIFICATIONS_PATH = '/home/notifications';

/** The popover's content: the latest notifications, "Mark all read" and the way to the whole list. */
function BellPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const latest = useLatestNotifications(true);
  const unread = useSessionStore((s) => s.notificationCount);
  const { markAllRead } = useNoticeActions();
  const [marking, setMarking] = useState(false);
  const open = useOpenNotification(onClose);

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
    } catch {
      // the error catalogue showed why
    } finally {
      setMarking(false);
    }
  };

  let body;
  if (latest.isPending) body = <Skeleton active title={false} paragraph={{ rows: 4 }} className="gb-bell__loading" />;
  else if (latest.isError) {
    body = (
      <div className="gb-bell__state" role="alert">
        <p>{t('bell.loadFailed')}</p>
        <p className="gb-bell__hint">{errorMessageOf(latest.error)}</p>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void latest.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (!latest.data.list.length) body = <p className="gb-bell__state">{t('bell.empty')}</p>;
  else {
    body = (
      <ul className="gb-notice-list gb-notice-list--bell">
        {latest.data.list.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={open} compact />
        ))}
      </ul>
    );
  }

  return (
    <div className="gb-bell" role="region" aria-label={t('bell.title')}>
      <div className="gb-bell__head">
        <strong className="gb-bell__title">{t('bell.title')}</strong>
        <Button type="link" size="small" icon={<CheckOutlined />} disabled={!unread} loading={marking} onClick={() => void markAll()}>
          {t('bell.markAllRead')}
        </Button>
      </div>
      {body}
      <div className="gb-bell__foot">
        <Link to={NOTIFICATIONS_PATH} onClick={onClose}>
          {t('bell.seeAll')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The header's bell (issue 12): the member's unread notifications as a badge, live from the session store; a click
 * opens the latest ones, which are only asked for then. Named with its count, like the other header badges.
 */
export function NotificationBell({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const count = useSessionStore((s) => s.notificationCount);
  const [open, setOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  // On a phone the popover would not fit beside the header: the bell opens the notification centre instead.
  const phone = screens.md === false;
  const label = count ? t('bell.labelUnread', { count }) : t('bell.label');
  const className = `gb-header-btn gb-header-badge${tone === 'dark' ? ' gb-header-btn--dark' : ''}`;
  const icon = (
    <Badge count={count} size="small" overflowCount={99} className="gb-header-badge__badge">
      <BellOutlined className="gb-header-badge__icon" />
    </Badge>
  );
  if (phone) {
    return (
      <Button type="text" className={className} aria-label={label} onClick={() => void navigate(NOTIFICATIONS_PATH)}>
        {icon}
      </Button>
    );
  }
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      destroyOnHidden
      content={<BellPanel onClose={() => setOpen(false)} />}
      classNames={{ root: 'gb-bell-popover' }}
    >
      <Button type="text" className={className} aria-label={label} aria-expanded={open} aria-haspopup="dialog">
        {icon}
      </Button>
    </Popover>
  );
}
