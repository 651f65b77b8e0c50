import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LOGIN_BOX_NAMESPACES } from '../page-namespaces.ts';
import { RegisterModalHost } from '../../features/accounts/components/register-modal-host.tsx';

// The form, its validation and antd's form components load only when someone opens the box.
const LoginModal = lazy(() =>
  Promise.all([import('../../features/auth/components/login-modal.tsx'), loadNamespaces(LOGIN_BOX_NAMESPACES)]).then(([m]) => ({
    default: m.LoginModal,
  })),
);

/** Mounts the login box when the session flag asks for it. */
export function LoginModalHost() {
  const open = useSessionStore((s) => s.loginModalOpen);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      ) : null}
      <RegisterModalHost />
    </>
  );
}
