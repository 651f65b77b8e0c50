import type { ServerEvent } from '@gembourse/contracts/realtime';
import { announceSessionRevoked, remindThenLogout } from '../api/error-catalogue.ts';
import { ui } from '../api/ui-bridge.ts';
import { emitServerEvent } from './realtime-bus.ts';
import { i18n, isNamespaceLoaded, loadNamespaces } from '../i18n/i18n.ts';
import type { KeyOf } from '../i18n/keys.ts';
import { loadCurrentUser } from '../session/load-current-user.ts';
import { logout } from '../session/logout.ts';
import { useSessionStore } from '../session/session-store.ts';

type LogoutReason = Extract<ServerEvent, { type: 'logout' }>['reason'];
// Reasons the forced-offline notice names; 'revoked' and 'disabled' take their error-catalogue rows instead.
const REASONS = ['replaced'] as const satisfies LogoutReason[];
const named = (reason: string): (typeof REASONS)[number] | 'other' => REASONS.find((r) => r === reason) ?? 'other';

// One notice however many logout events arrive (several tabs of the same session, a reconnect race).
let noticeOpen = false;

/**
 * The forced-offline notice of SPEC §4: a modal that cannot be dismissed, naming why (signed in elsewhere, or an
 * unknown reason); its OK logs the user out.
 */
export function showForcedOffline(reason: string): void {
  if (noticeOpen) return;
  noticeOpen = true;
  // The notice's texts live with the workspace's, which a member on a public page may not have loaded yet.
  if (isNamespaceLoaded('workspace')) showNotice(reason);
  else void loadNamespaces(['workspace']).finally(() => showNotice(reason));
}

function showNotice(reason: string): void {
  const t = (key: KeyOf<'workspace'>) => i18n.t(key, { ns: 'workspace' });
  ui().modal.warning({
    title: t('realtime.title'),
    content: t(`realtime.reasons.${named(reason)}`),
    okText: t('realtime.ok'),
    keyboard: false,
    mask: { closable: false },
    closable: false,
    onOk: () => {
      noticeOpen = false;
      logout();
    },
  });
}

/**
 * A session ended by the server, shown as the same code would be on the next call (SPEC §8): `disabled` is 30012 (the
 * "Important reminder" modal, logout on OK or after 3 s), `revoked` is 6680 (notice, logout after 300 ms); `replaced`
 * (a login elsewhere) and anything new get the forced-offline notice of SPEC §4.
 */
function endSession(reason: string): void {
  if (reason === 'disabled') remindThenLogout(i18n.t('errors:accountDisabled'));
  else if (reason === 'revoked') announceSessionRevoked();
  else showForcedOffline(reason);
}

/**
 * What each server event does on screen (packages/contracts/src/realtime.ts): the session's own business here (forced
 * logout, the header's counts, notices), then every event goes to the features listening on the bus (realtime-bus.ts:
 * the chat hears `message`, `receipt`, `blocked`, `sent` and `error`; the notification centre `notifications`).
 */
export function handleServerEvent(event: ServerEvent): void {
  applyToSession(event);
  emitServerEvent(event);
}

const count = (value: unknown) => Math.max(0, Number(value) || 0);

function applyToSession(event: ServerEvent): void {
  switch (event.type) {
    case 'logout':
      endSession(event.reason);
      return;
    case 'unread':
      useSessionStore.setState({ unreadCount: count(event.count) });
      return;
    case 'todo':
      useSessionStore.setState({ todoCount: count(event.count) });
      return;
    case 'notifications':
      useSessionStore.setState({ notificationCount: count(event.count) });
      return;
    case 'notice':
      ui().notification.info({ title: event.title, description: event.body });
      return;
    case 'access':
      // The member's role, administrator flag or a role's points changed: the current user carries the menus and
      // permission points, so the side menu, the gated controls and the page guards follow without a new login.
      // Quiet on failure, as every refresh of the current user is (SPEC §7).
      void loadCurrentUser().catch(() => undefined);
      return;
    default:
      // Chat events are the chat's (through the bus); 'ready' and 'pong' are the client's own business; 'favourites'
      // is for the server's processes (a heart changed here is already shown).
      return;
  }
}

/** Forgets an open notice (tests). */
export function resetRealtimeEvents(): void {
  noticeOpen = false;
}
