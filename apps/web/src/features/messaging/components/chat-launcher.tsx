import { Badge, Button, Grid, Tooltip } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES_PATH } from '../../../shared/chat/open-chat.ts';
import { useNamespaces } from '../../../shared/i18n/use-namespaces.ts';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { setSessionFlag, useIsLoggedIn, useSessionStore } from '../../../shared/session/session-store.ts';
import './chat-launcher.css';

/**
 * The header's chat button with the live unread count of SPEC §3 (the session's `unreadCount`, kept by the socket's
 * `unread` events in every tab): opens the message panel, or the messages page on phones (below antd's `md`).
 */
export function ChatLauncher() {
  const ready = useNamespaces(['messaging']);
  const { t } = useTranslation('messaging');
  const loggedIn = useIsLoggedIn();
  const unread = useSessionStore((s) => s.unreadCount);
  const open = useSessionStore((s) => s.messagePanelOpen);
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  if (!loggedIn) return null;

  const label = ready ? (unread > 0 ? t('chat.launcher.unread', { count: unread }) : t('chat.launcher.label')) : undefined;
  const onClick = () => {
    if (phone) navigateTo(MESSAGES_PATH);
    else setSessionFlag('messagePanelOpen', !open);
  };
  return (
    <Tooltip title={phone ? undefined : label}>
      <Button
        type="text"
        className="gb-header-btn gb-header-btn--dark gb-chat-launcher"
        aria-label={label}
        aria-expanded={phone ? undefined : open}
        onClick={onClick}
        icon={
          <Badge count={unread} size="small" overflowCount={99} offset={[4, -2]}>
            <MessageOutlined className="gb-chat-launcher__icon" />
          </Badge>
        }
      />
    </Tooltip>
  );
}
