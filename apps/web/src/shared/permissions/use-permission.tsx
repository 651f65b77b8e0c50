import type { ReactNode } from 'react';
import { useSessionStore } from '../session/session-store.ts';
import { hasPermission } from './has-permission.ts';

/** Hook: whether the current user passes the check for `code`. */
export function usePermission(code: string): boolean {
  return useSessionStore((s) => hasPermission(code, s.userInfo));
}

/** Renders its children only when the current user holds `code` (SPEC §6: failed controls are removed). */
export function Perm({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(code) ? children : fallback;
}
