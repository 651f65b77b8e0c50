import { useState } from 'react';
import { App, Button, Segmented, Skeleton } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { NotificationItem, useOpenNotification } from './notification-item.tsx';
import { useNoticeActions, useNotificationFeed } from './notifications-api.ts';

type Filter = 'all' | 'unread';

/** The notification centre's list: all or unread only, newest first, "Load more" by keyset; mark all read. */
export function NotificationFeed() {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('all');
  const feed = useNotificationFeed(filter === 'unread');
  const unread = useSessionStore((s) => s.notificationCount);
  const { markAllRead } = useNoticeActions();
  const [marking, setMarking] = useState(false);
  const open = useOpenNotification();
  const items = feed.data?.pages.flatMap((p) => p.list);

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
      void message.success(t('page.allRead'));
    } catch {
      // the error catalogue showed why
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <div className="gb-notice-toolbar">
        <span className="gb-notice-toolbar__group">
          <Segmented<Filter>
            aria-label={t('page.filter.label')}
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: t('page.filter.all') },
              { value: 'unread', label: t('page.filter.unread') },
            ]}
          />
          <span className="gb-notice-toolbar__count" aria-live="polite">
            {t('page.unreadCount', { count: unread })}
          </span>
        </span>
        <Button icon={<CheckOutlined />} disabled={!unread} loading={marking} onClick={() => void markAll()}>
          {t('page.markAllRead')}
        </Button>
      </div>
      <QueryState
        // A failed "Load more" keeps the pages already shown; only a failed first page is the list's error.
        query={{ ...feed, data: items, isError: feed.isError && !items }}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
        emptyText={filter === 'unread' ? t('page.emptyUnread') : t('page.empty')}
        errorTitle={t('page.loadFailed')}
      >
        {(list) => (
          <div className="gb-notice-panel">
            <ul className="gb-notice-list">
              {list.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={open} />
              ))}
            </ul>
            {feed.hasNextPage ? (
              <div className="gb-notice-more">
                {feed.isFetchNextPageError ? (
                  <span role="alert" className="gb-notice-more__error">
                    {t('page.loadFailed')}
                  </span>
                ) : null}
                <Button loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
                  {t('page.loadMore')}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </QueryState>
    </>
  );
}
