import { useNamespaces } from '../../../shared/i18n/use-namespaces.ts';
import { ChatLauncher } from './chat-launcher.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { TodoBadge } from './todo-badge.tsx';

const NAMESPACES = ['notifications'] as const;

interface HeaderBadgesProps {
  /** `dark` on the site header, `light` on the workspace toolbar. */
  tone?: 'dark' | 'light';
  /** The to-do entry; narrow headers leave it to the navigation drawer ('wide': shown from the wide layout on, by CSS). */
  showTodo?: boolean | 'wide';
}

/**
 * A member's entries of the header (issue 12): the chat launcher with the unread messages, the notification bell and
 * the to-do count. Loaded with its texts on demand, so guests never download any of it.
 */
export function HeaderBadges({ tone = 'dark', showTodo = true }: HeaderBadgesProps) {
  const ready = useNamespaces(NAMESPACES);
  if (!ready) return null;
  return (
    <span className={`gb-header-badges gb-header-badges--${tone}`}>
      <ChatLauncher />
      <NotificationBell tone={tone} />
      {showTodo === 'wide' ? (
        <span className="gb-wide-only">
          <TodoBadge tone={tone} />
        </span>
      ) : showTodo ? (
        <TodoBadge tone={tone} />
      ) : null}
    </span>
  );
}
