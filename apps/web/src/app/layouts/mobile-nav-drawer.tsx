import { Badge, Button, Drawer, type MenuProps } from 'antd';
import { BellOutlined, CarryOutOutlined, MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNamespaces } from '../../shared/i18n/use-namespaces.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { ButtonLink } from '../../shared/navigation/button-link.tsx';
import { LinkMenu } from '../../shared/ui/link-menu.tsx';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NonNullable<MenuProps['items']>;
  selected?: string;
  showAuth: boolean;
  onLogin: () => void;
  /** A logged-in member: their messages, notifications and to-do list, with the counts. */
  member?: boolean;
}

/** The member's own entries, each with its live count (named in words for screen readers). */
function MemberLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['notifications', 'menu']);
  const ready = useNamespaces(['notifications']);
  const unread = useSessionStore((s) => s.unreadCount);
  const notifications = useSessionStore((s) => s.notificationCount);
  const todo = useSessionStore((s) => s.todoCount);
  if (!ready) return null;
  const links = [
    { to: '/home/messages', icon: <MessageOutlined />, name: t('menu:Messages'), count: unread, color: undefined },
    { to: '/home/notifications', icon: <BellOutlined />, name: t('menu:Notifications'), count: notifications, color: undefined },
    { to: '/home/notifications?tab=todo', icon: <CarryOutOutlined />, name: t('notifications:nav.todo'), count: todo, color: 'gold' },
  ];
  return (
    <ul className="gb-drawer__member">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onClose}
            className="gb-drawer__member-link"
            aria-label={link.count ? t('notifications:nav.withCount', { name: link.name, count: link.count }) : undefined}
          >
            {link.icon}
            <span className="gb-drawer__member-name">{link.name}</span>
            <Badge count={link.count} overflowCount={99} color={link.color} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The navigation drawer of narrow screens; loaded on first open so desktop visitors never download it. */
export function MobileNavDrawer({ open, onClose, items, selected, showAuth, onLogin, member = false }: MobileNavDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={<BrandLogo tone="dark" size={24} />}>
      {member ? <MemberLinks onClose={onClose} /> : null}
      <LinkMenu mode="vertical" selectedKeys={selected ? [selected] : []} items={items} onClick={onClose} className="gb-drawer__menu" />
      {showAuth ? (
        <div className="gb-drawer__actions">
          <Button block onClick={onLogin}>
            {t('actions.login')}
          </Button>
          <ButtonLink to="/home/Register" onClick={onClose} block type="primary">
            {t('actions.register')}
          </ButtonLink>
        </div>
      ) : null}
    </Drawer>
  );
}
