import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../../shared/session/session-store.ts';

// The registration form and everything it needs load only when someone opens the box.
const RegisterModal = lazy(() => import('./register-modal.tsx').then((m) => ({ default: m.RegisterModal })));

/** Mounts the register box while the session flag `registerModalOpen` is set. */
export function RegisterModalHost() {
  const open = useSessionStore((s) => s.registerModalOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RegisterModal />
    </Suspense>
  );
}
