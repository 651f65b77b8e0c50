import { useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { setSessionFlag, useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { JoinAsSwitch } from '../components/join-as-switch.tsx';
import { RegistrationFlow } from '../components/registration-flow.tsx';
import '../accounts.css';

/** The query value of the join-as-supplier path: /home/Register?as=supplier. */
export const SUPPLIER_PARAM = 'supplier';

/** /home/Register: buyer registration, and the join-as-supplier path with ?as=supplier (SPEC §2, §3, §4). */
export function RegisterPage() {
  const { t } = useTranslation(['account', 'common']);
  const [params, setParams] = useSearchParams();
  const joinAs = params.get('as') === SUPPLIER_PARAM ? 'seller' : 'buyer';
  const loggedIn = useIsLoggedIn();
  const [submitted, setSubmitted] = useState(false);

  if (loggedIn) {
    return (
      <div className="gb-account-page gb-account-page--narrow">
        <Result
          status="info"
          title={t('account:register.already.title')}
          subTitle={t('account:register.already.text')}
          extra={
            <Link to="/home/index">
              <Button type="primary">{t('common:actions.backHome')}</Button>
            </Link>
          }
        />
      </div>
    );
  }

  const switchTo = (next: 'buyer' | 'seller') => {
    const search = new URLSearchParams(params);
    if (next === 'seller') search.set('as', SUPPLIER_PARAM);
    else search.delete('as');
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="gb-account-page">
      <div className="gb-account-card">
        <header className="gb-reg-page__head">
          <h1 className="gb-account-title">{t(`account:register.title.${joinAs}`)}</h1>
          <p className="gb-reg__muted">{t(`account:register.subtitle.${joinAs}`)}</p>
          {submitted ? null : (
            <>
              <JoinAsSwitch value={joinAs} onChange={switchTo} />
              <p className="gb-reg__login">
                {t('account:register.haveAccount')}{' '}
                <button type="button" className="gb-linklike gb-reg__link" onClick={() => setSessionFlag('loginModalOpen', true)}>
                  {t('account:register.login')}
                </button>
              </p>
            </>
          )}
        </header>
        <RegistrationFlow joinAs={joinAs} formName="register-page" onStepChange={(step) => setSubmitted(step === 'done')} />
      </div>
    </div>
  );
}
