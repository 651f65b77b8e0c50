import { App, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginEmailOf } from '../../../shared/navigation/login-state.ts';
import { Redirect } from '../../../shared/navigation/redirect.tsx';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { GemMark } from '../../../shared/ui/brand-logo.tsx';
import { safeRedirect } from '../api.ts';
import { LoginForm } from '../components/login-form.tsx';

/** /home/login: the login form beside a short pitch; after login, back to `redirect` or the home page. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'home', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation();
  const target = safeRedirect(params.get('redirect'), '/home/index');
  // A member who opens the login page (an old bookmark, a link in an e-mail, the back button) goes straight on; the
  // redirect tries again when the language rule rewrites this URL meanwhile, which left the page blank before.
  if (useIsLoggedIn()) return <Redirect to={target} keepSearch={false} />;

  return (
    <div className="gb-auth">
      <aside className="gb-auth__aside">
        <GemMark size={48} />
        <Typography.Title level={2} className="gb-auth__aside-title">
          {t('home:hero.title')}
        </Typography.Title>
        <ul className="gb-auth__points">
          {(['home:hero.browseSuppliers', 'home:hero.exploreProducts', 'home:hero.joinSupplier'] as const).map((key) => (
            <li key={key}>
              <CheckCircleFilled /> {t(key)}
            </li>
          ))}
        </ul>
      </aside>
      <section className="gb-auth__panel">
        <Typography.Title level={1} className="gb-auth__title">
          {t('auth:login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth:login.subtitle')}</Typography.Paragraph>
        <LoginForm
          initialEmail={loginEmailOf(state)}
          onSuccess={({ user }) => {
            void message.success(t('auth:login.success', { name: user.actualName || user.loginName }));
            void navigate(target, { replace: true });
          }}
        />
      </section>
    </div>
  );
}
