import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo.tsx';
import { CONSOLE_HOME_PATH } from '../../../shared/navigation/paths.ts';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** /login: the console's login (SPEC §9 login path), same form, then /welcome. */
export function ConsoleLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="gb-console-login">
      <div className="gb-console-login__lang">
        <LanguageSwitch tone="dark" />
      </div>
      <div className="gb-console-login__logo">
        <BrandLogo tone="light" size={40} />
      </div>
      <Card className="gb-console-login__card">
        <Typography.Title level={1} className="gb-auth__title">
          {t('console.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('console.subtitle')}</Typography.Paragraph>
        <LoginForm showRegister={false} onSuccess={() => void navigate(CONSOLE_HOME_PATH, { replace: true })} />
      </Card>
    </div>
  );
}
