import { Badge, Tabs } from 'antd';
import { BellOutlined, CarryOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NotificationFeed } from '../notifications/notification-feed.tsx';
import { TodoList } from '../notifications/todo-list.tsx';
import '../notifications/notifications.css';

type Tab = 'notifications' | 'todo';

// The count beside a tab's name is for the eye; each list says it in words above its rows.
function TabCount({ count, color }: { count: number; color?: string }) {
  return (
    <span aria-hidden="true">
      <Badge count={count} size="small" overflowCount={99} color={color} />
    </span>
  );
}

/** The tab in the address (`?tab=todo`), so the header's to-do badge and a reload open the same list. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'todo' ? 'todo' : 'notifications';
  const setTab = (next: Tab) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * /home/notifications (issue 12): the notification centre (every event a SPEC §3 preference names, each opening the
 * thing it is about) and the to-be-done list with its doneFlag boxes.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useTab();
  const unread = useSessionStore((s) => s.notificationCount);
  const open = useSessionStore((s) => s.todoCount);
  return (
    <div className="gb-notice-page">
      <header className="gb-notice-page__head">
        <h1 className="gb-notice-page__title">{t('page.title')}</h1>
        <p className="gb-notice-page__subtitle">{t('page.subtitle')}</p>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        destroyOnHidden
        items={[
          {
            key: 'notifications',
            label: (
              <span>
                <BellOutlined /> {t('page.tabs.notifications')} <TabCount count={unread} />
              </span>
            ),
            children: <NotificationFeed />,
          },
          {
            key: 'todo',
            label: (
              <span>
                <CarryOutOutlined /> {t('page.tabs.todo')} <TabCount count={open} color="gold" />
              </span>
            ),
            children: <TodoList />,
          },
        ]}
      />
    </div>
  );
}
