import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Grid } from 'antd';
import { MESSAGES_PATH } from '../../../shared/chat/open-chat.ts';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { setSessionFlag, useIsLoggedIn, useSessionStore } from '../../../shared/session/session-store.ts';
import { useChatLive } from '../chat/chat-live.ts';
import { resetSends } from '../chat/chat-send.ts';
import { resetChatStore } from '../chat/chat-store.ts';
import { resetReceipts } from '../chat/chat-thread.ts';

// The panel (drawer, lists, composer, its texts) loads the first time it opens, never with the page.
const ChatPanel = lazy(() => import('../chat/chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/** A member's chat, mounted once: live events always (badge, receipts, sound), the panel once asked for. */
function MemberChat({ userId }: { userId: number }) {
  useChatLive();
  const open = useSessionStore((s) => s.messagePanelOpen);
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  // What one member's chat held never shows to the next account of this browser.
  useEffect(
    () => () => {
      resetSends();
      resetReceipts();
      resetChatStore();
    },
    [userId],
  );
  // A phone has the messages page instead of the panel.
  useEffect(() => {
    if (!open || !phone) return;
    setSessionFlag('messagePanelOpen', false);
    navigateTo(MESSAGES_PATH);
  }, [open, phone]);

  if (!used || phone) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel open={open} />
    </Suspense>
  );
}

// One panel however many layouts mount the host: the first host mounted shows it, the others stay empty.
const hosts: symbol[] = [];
const hostListeners = new Set<() => void>();
const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => void hostListeners.delete(listener);
};
const firstHost = () => hosts[0];

function useFirstHost(): boolean {
  const [me] = useState(() => Symbol('chat-panel-host'));
  useEffect(() => {
    hosts.push(me);
    hostListeners.forEach((l) => l());
    return () => {
      hosts.splice(hosts.indexOf(me), 1);
      hostListeners.forEach((l) => l());
    };
  }, [me]);
  return useSyncExternalStore(subscribeHosts, firstHost, firstHost) === me;
}

/**
 * The message panel of SPEC §3, for the root layout: opens while the session's `messagePanelOpen` flag is set (the
 * header's ChatLauncher, shared/chat/open-chat.ts). Guests have no chat.
 */
export function ChatPanelHost() {
  const loggedIn = useIsLoggedIn();
  const userId = useSessionStore((s) => s.userInfo?.id ?? 0);
  const first = useFirstHost();
  if (!loggedIn || !first) return null;
  return <MemberChat key={userId} userId={userId} />;
}
