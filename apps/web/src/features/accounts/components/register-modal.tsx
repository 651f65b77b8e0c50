import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { setSessionFlag } from '../../../shared/session/session-store.ts';
import { JoinAsSwitch } from './join-as-switch.tsx';
import { RegistrationFlow } from './registration-flow.tsx';

/**
 * The register box (SPEC §2): the registration of the register page over the current page, opened by the session
 * flag `registerModalOpen`. A click beside it does not close it: that would throw the input away.
 */
export function RegisterModal() {
  const { t } = useTranslation('account');
  const [joinAs, setJoinAs] = useState<'buyer' | 'seller'>('buyer');
  const [submitted, setSubmitted] = useState(false);
  const close = () => setSessionFlag('registerModalOpen', false);
  const toLogin = () => {
    close();
    setSessionFlag('loginModalOpen', true);
  };
  return (
    <Modal
      open
      onCancel={close}
      footer={null}
      title={t(`register.title.${joinAs}`)}
      width={880}
      maskClosable={false}
      destroyOnHidden
      className="gb-reg-modal"
    >
      <p className="gb-reg__muted">{t(`register.subtitle.${joinAs}`)}</p>
      {submitted ? null : (
        <>
          <JoinAsSwitch value={joinAs} onChange={setJoinAs} />
          <p className="gb-reg__login">
            {t('register.haveAccount')}{' '}
            <button type="button" className="gb-linklike gb-reg__link" onClick={toLogin}>
              {t('register.login')}
            </button>
          </p>
        </>
      )}
      <RegistrationFlow joinAs={joinAs} formName="register-box" onClose={close} onStepChange={(step) => setSubmitted(step === 'done')} />
    </Modal>
  );
}
