import type { ServerEvent } from '@gembourse/contracts/realtime';
import { ui } from '../api/ui-bridge.ts';
import { i18n } from '../i18n/i18n.ts';
import { logout } from '../session/logout.ts';
import { useSessionStore } from '../session/session-store.ts';

type LogoutReason = Extract<ServerEvent, { type: 'logout' }>['reason'];
const REASONS: readonly string[] = ['replaced', 'revoked', 'disabled'] satisfies LogoutReason[];

// One notice however many logout events arrive (several tabs of the same session, a reconnect race).
let noticeOpen = false;

/**
 * The forced-offline notice of SPEC §4: a modal that cannot be dismissed, naming why (signed in elsewhere, password
 * changed, account disabled); its OK logs the user out.
 */
export function showForcedOffline(reason: string): void {
  if (noticeOpen) return;
  noticeOpen = true;
  const t = (key: string) => i18n.t(key, { ns: 'workspace' });
  ui().modal.warning({
    title: t('realtime.title'),
    content: t(`realtime.reasons.${REASONS.includes(reason) ? reason : 'other'}`),
    okText: t('realtime.ok'),
    keyboard: false,
    maskClosable: false,
    closable: false,
    onOk: () => {
      noticeOpen = false;
      logout();
    },
  });
}

/** What each server event does on screen (packages/contracts/src/realtime.ts). */
export function handleServerEvent(event: ServerEvent): void {
  switch (event.type) {
    case 'logout':
      showForcedOffline(event.reason);
      return;
    case 'unread':
      useSessionStore.setState({ unreadCount: Math.max(0, Number(event.count) || 0) });
      return;
    case 'todo':
      useSessionStore.setState({ todoCount: Math.max(0, Number(event.count) || 0) });
      return;
    case 'notice':
      ui().notification.info({ title: event.title, description: event.body });
      return;
    default:
      // 'message' feeds the chat window, which is not built yet; 'ready' and 'pong' are the client's own business.
      return;
  }
}

/** Forgets an open notice (tests). */
export function resetRealtimeEvents(): void {
  noticeOpen = false;
}
