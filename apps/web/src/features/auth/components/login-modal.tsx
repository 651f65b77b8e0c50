import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSessionFlag } from '../../../shared/session/session-store.ts';
import { LoginForm } from './login-form.tsx';

/** The login box: the same form as the login page, over the current page, which stays where it was. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const close = () => setSessionFlag('loginModalOpen', false);
  return (
    <Modal open onCancel={close} footer={null} title={t('modal.title')} width={440} destroyOnHidden centered>
      <LoginForm
        onSuccess={({ user }) => {
          close();
          void message.success(t('login.success', { name: user.actualName || user.loginName }));
        }}
      />
    </Modal>
  );
}
