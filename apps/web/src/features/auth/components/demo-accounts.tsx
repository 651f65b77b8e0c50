import { Button, Tag, Typography } from 'antd';
import { ExperimentOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppInfo } from '../../../shared/session/app-info.ts';
import { DEMO_PASSWORD } from '../api.ts';

/** In demo mode, lists the seeded accounts; picking one fills the login form (ARCHITECTURE §7). */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  const { data } = useAppInfo();
  if (!data?.demo || !data.demoAccounts?.length) return null;
  return (
    <section className="gb-demo" aria-labelledby="gb-demo-title">
      <Typography.Text strong id="gb-demo-title">
        <ExperimentOutlined /> {t('demo.title')}
      </Typography.Text>
      <Typography.Paragraph type="secondary" className="gb-demo__hint">
        {t('demo.hint', { password: DEMO_PASSWORD })}
      </Typography.Paragraph>
      <ul className="gb-demo__list">
        {data.demoAccounts.map((account) => (
          <li key={account.email}>
            <Button block className="gb-demo__account" onClick={() => onPick(account.email, DEMO_PASSWORD)}>
              <span className="gb-demo__email">{account.email}</span>
              <Tag color="gold">{t(`demo.role.${account.role}`, { defaultValue: account.role })}</Tag>
            </Button>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" className="gb-demo__mailbox">
        {t('demo.mailbox')} {/* A new tab: the login form (or box) stays as it is. */}
        <Link to="/home/dev-mailbox" target="_blank">
          <MailOutlined /> {t('demo.openMailbox')}
        </Link>
      </Typography.Paragraph>
    </section>
  );
}
