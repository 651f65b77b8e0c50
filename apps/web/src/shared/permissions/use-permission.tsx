import { useMemo, type ReactNode } from 'react';
import { allows, type PermCode } from '@gembourse/contracts/permissions';
import { useSessionStore } from '../session/session-store.ts';
import { accessSubjectOf, useAllows } from './access-subject.ts';

/**
 * Hook: whether the current user holds permission point `code`, decided by the contract's `allows()` as the server
 * decides (SPEC §6: platform staff pass every check, a missing permission list keeps the control, a guest holds none).
 * The server checks again: this only tidies the screen.
 */
export function usePermission(code: PermCode): boolean {
  return useAllows({ perm: code });
}

/** Renders its children only when the current user holds `code` (SPEC §6: failed controls are removed). */
export function Perm({ code, children, fallback = null }: { code: PermCode; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(code) ? children : fallback;
}

/**
 * Hook: a check of any permission point for the current user, for controls built from data (a menu's items, one per
 * action) where one usePermission per item cannot be called. Decides exactly as usePermission does.
 */
export function usePermissionCheck(): (code: PermCode) => boolean {
  const user = useSessionStore((s) => s.userInfo);
  return useMemo(() => {
    const subject = accessSubjectOf(user);
    return (code: PermCode) => allows({ perm: code }, subject);
  }, [user]);
}
