import { useState } from 'react';
import { Checkbox, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Todo } from '@gembourse/contracts/notifications';
import { formatRelativeTime } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { isAppPath } from './notification-item.tsx';
import { useNoticeActions, useTodos } from './notifications-api.ts';

function TodoRow({ item }: { item: Todo }) {
  const { t } = useTranslation('notifications');
  const locale = useLocaleStore((s) => s.locale);
  const { setDone } = useNoticeActions();
  const [saving, setSaving] = useState(false);
  const toggle = async (done: boolean) => {
    setSaving(true);
    try {
      await setDone(item, done);
    } catch {
      // the error catalogue showed why; the box shows the stored state again
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className={`gb-todo${item.doneFlag ? ' gb-todo--done' : ''}`}>
      <Checkbox
        checked={item.doneFlag}
        disabled={saving}
        onChange={(e) => void toggle(e.target.checked)}
        aria-label={t('todo.markDone', { title: item.title })}
      />
      <div className="gb-todo__main">
        <span className="gb-todo__title">{isAppPath(item.link) ? <Link to={item.link}>{item.title}</Link> : item.title}</span>
        <span className="gb-todo__meta">
          {item.doneFlag ? `${t('todo.done')} · ` : ''}
          {t('todo.created', { time: formatRelativeTime(item.createdAt, locale) })}
        </span>
      </div>
    </li>
  );
}

/** The to-be-done list (SPEC §3, items have doneFlag): open items first, each ticked off or back with its box. */
export function TodoList() {
  const { t } = useTranslation('notifications');
  const todos = useTodos();
  const open = useSessionStore((s) => s.todoCount);
  return (
    <>
      <div className="gb-notice-toolbar">
        <span className="gb-notice-toolbar__count" aria-live="polite">
          {t('todo.openCount', { count: open })}
        </span>
      </div>
      <QueryState
        query={todos}
        loading={<Skeleton active paragraph={{ rows: 5 }} />}
        emptyText={t('todo.empty')}
        errorTitle={t('todo.loadFailed')}
        isEmpty={(data) => !data.list.length}
      >
        {(data) => (
          <ul className="gb-notice-list gb-notice-panel">
            {/* Open first, as the server orders them; a box ticked here moves only on the next visit, not under the pointer. */}
            {data.list.map((item) => (
              <TodoRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
