import { Badge, Button, Tooltip } from 'antd';
import { CarryOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** The path of the to-be-done list: the notification centre's second tab. */
export const TODO_PATH = '/home/notifications?tab=todo';

/** The to-be-done count of the header (SPEC §3 "to-be-done count"), live from the session store; opens the list. */
export function TodoBadge({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const count = useSessionStore((s) => s.todoCount);
  const label = count ? t('todoBadge.labelOpen', { count }) : t('todoBadge.label');
  // The icon alone does not say "to-do" to everyone: the tooltip names it for pointer users too.
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        className={`gb-header-btn gb-header-badge${tone === 'dark' ? ' gb-header-btn--dark' : ''}`}
        aria-label={label}
        onClick={() => void navigate(TODO_PATH)}
      >
        <Badge count={count} size="small" overflowCount={99} color="gold" className="gb-header-badge__badge">
          <CarryOutOutlined className="gb-header-badge__icon" />
        </Badge>
      </Button>
    </Tooltip>
  );
}
