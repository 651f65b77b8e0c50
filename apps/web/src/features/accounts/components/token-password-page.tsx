import { App, Button, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TokenPurpose } from '@gembourse/contracts/accounts';
import { ErrorCode } from '@gembourse/contracts/errors';
import { errorMessageOf, isApiError } from '../../../shared/api/api-error.ts';
import { LOGIN_PATH, type LoginState } from '../../../shared/navigation/login-state.ts';
import { activateAccount, resetPassword, useTokenCheck } from '../api.ts';
import { SetPasswordForm } from './set-password-form.tsx';
import '../accounts.css';

/** Answers that mean "this link is no good" rather than "try again". */
const DEAD_LINK_CODES: readonly number[] = [ErrorCode.VALIDATION, ErrorCode.NOT_FOUND, ErrorCode.CONFLICT];
function isDeadLink(error: unknown): boolean {
  return isApiError(error) && DEAD_LINK_CODES.includes(error.code ?? 0);
}

/**
 * The page behind an e-mailed link (activation or password reset): checks the token first, then asks for the
 * password; on success the member goes to the login page with a message.
 */
export function TokenPasswordPage({ purpose }: { purpose: TokenPurpose }) {
  const { t } = useTranslation(['account', 'common', 'auth']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const check = useTokenCheck(purpose, token);
  const texts = purpose === 'activate' ? 'account:activate' : 'account:reset';

  const dead = (
    <Result
      status="warning"
      title={t(`${texts}.invalidTitle`)}
      subTitle={t(`${texts}.invalidText`)}
      extra={[
        <Link key="forgot" to="/home/forgot-password">
          <Button type="primary">{t('account:forgot.newLink')}</Button>
        </Link>,
        <Link key="login" to="/home/login">
          <Button>{t('auth:login.submit')}</Button>
        </Link>,
      ]}
    />
  );

  let body;
  if (!token) body = dead;
  else if (check.isPending) {
    body = (
      <div className="gb-account-state">
        <Spin description={t('account:link.checking')}>
          <div style={{ width: 200, height: 60 }} />
        </Spin>
      </div>
    );
  } else if (check.isError) {
    body = isDeadLink(check.error) ? (
      dead
    ) : (
      <Result
        status="error"
        title={t('account:link.checkFailed')}
        subTitle={errorMessageOf(check.error)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void check.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!check.data.valid) body = dead;
  else {
    const save = async (password: string) => {
      const answer = purpose === 'activate' ? await activateAccount({ token, password }) : await resetPassword({ token, password });
      void message.success(t(`${texts}.success`), 6);
      // The login form opens with the account's e-mail filled in (the answer's, in full; the link check shows it
      // masked): only the new password is left to type.
      const state: LoginState | undefined = answer.email ? { email: answer.email } : undefined;
      void navigate(LOGIN_PATH, { replace: true, state });
    };
    body = (
      <>
        <h1 className="gb-account-title">{t(`${texts}.title`)}</h1>
        <p className="gb-account-subtitle">{t(`${texts}.subtitle`)}</p>
        {check.data.email ? (
          <p className="gb-password-account">
            <span className="gb-reg__muted">{t('account:link.account')}: </span>
            <strong className="gb-profile__email">{check.data.email}</strong>
          </p>
        ) : null}
        <SetPasswordForm submitLabel={t(`${texts}.submit`)} onSubmit={save} failedText={t('account:settings.password.failed')} />
      </>
    );
  }

  return (
    <div className="gb-account-page gb-account-page--narrow">
      <div className="gb-account-card">{body}</div>
    </div>
  );
}
