import { useEffect } from 'react';
import { isLoggedIn, useSessionStore } from '../session/session-store.ts';

/**
 * Keeps the realtime socket open while a confirmed session exists (and closes it on logout or a new login). The
 * client code is fetched on demand, so guests never download it.
 */
export function useRealtime(): void {
  const token = useSessionStore((s) => s.token);
  const active = useSessionStore((s) => s.status === 'ready' && Boolean(s.token) && isLoggedIn(s.userInfo));
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./realtime-session.ts').then((m) => {
      if (!cancelled) stop = m.startRealtime();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, token]);
}
