import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

/** A page's rule for leaving it: whether a navigation must wait, and how to ask (proceed or reset the blocker). */
export interface LeaveGuard {
  shouldBlock: BlockerFunction;
  onBlocked: (blocker: Blocker) => void;
}

const guards = new Set<{ current: LeaveGuard }>();
/** The guard that blocked the navigation being asked about. */
let blockedBy: { current: LeaveGuard } | null = null;

/**
 * THE navigation blocker of the app, mounted once at the root. React Router supports one blocker at a time, and a
 * useBlocker inside a kept-alive page registers again each time the page comes back on screen (the warning "A router
 * only supports one blocker at a time" with two editors open in tabs), so pages register a guard here instead.
 */
export function useLeaveGuardHost(): void {
  const shouldBlock = useCallback<BlockerFunction>((args) => {
    blockedBy = [...guards].find((g) => g.current.shouldBlock(args)) ?? null;
    return blockedBy !== null;
  }, []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state === 'blocked' && blockedBy) blockedBy.current.onBlocked(blocker);
    // A guard that went away meanwhile (its page closed) has nothing to ask: the navigation goes on.
    else if (blocker.state === 'blocked') blocker.proceed();
  }, [blocker]);
}

/** Registers a page's leave guard while the page is on screen (a hidden kept-alive page's effects are cleaned up). */
export function useNavigationGuard(guard: LeaveGuard): void {
  const ref = useRef(guard);
  useEffect(() => {
    ref.current = guard;
  });
  useEffect(() => {
    const entry = ref;
    guards.add(entry);
    return () => {
      guards.delete(entry);
    };
  }, []);
}
