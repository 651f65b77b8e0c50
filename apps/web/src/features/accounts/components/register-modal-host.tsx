import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

// The registration form and everything it needs load only when someone opens the box.
// Its texts too: the box opens over any page, whose own namespaces are not these.
const RegisterModal = lazy(() =>
  Promise.all([import('./register-modal.tsx'), loadNamespaces(['account', 'member', 'company', 'legal'])]).then(([m]) => ({
    default: m.RegisterModal,
  })),
);

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
