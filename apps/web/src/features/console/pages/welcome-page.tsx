import { Alert, Button, Card, Descriptions, Skeleton, Statistic, Typography } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { roleLineKeys } from '../../../shared/session/roles.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { usePendingVerificationCount } from '../api.ts';
import '../console.css';

/** Platform administrators' first task: the suppliers waiting for verification, with a link to them. */
function PendingVerifications() {
  const { t } = useTranslation('console');
  const count = usePendingVerificationCount();
  return (
    <Card size="small" className="gb-welcome__pending">
      <Statistic title={t('welcome.pending')} value={count.data ?? '--'} loading={count.isPending} prefix={<AuditOutlined />} />
      <Link to="/companies?verification=pending" className="gb-welcome__pending-link">
        {t('welcome.review')}
      </Link>
    </Card>
  );
}

/** /welcome: the console landing; platform administrators see what waits for them, then the organiser's tools. */
export function WelcomePage() {
  const { t } = useTranslation(['auth', 'common']);
  const user = useSessionStore((s) => s.userInfo);
  const locale = useLocaleStore((s) => s.locale);
  return (
    <PageContainer narrow>
      <Card className="gb-welcome">
        {user?.id ? (
          <>
            <Typography.Title level={1} className="gb-welcome__title">
              {t('auth:welcome.title', { name: user.actualName || user.loginName })}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{t('auth:welcome.subtitle')}</Typography.Paragraph>
            <Descriptions column={1} bordered size="small" className="gb-welcome__facts">
              <Descriptions.Item label={t('auth:welcome.role')}>
                {roleLineKeys(user)
                  .map((key) => t(`common:${key}`))
                  .join(' · ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('auth:welcome.company')}>{user.companyName}</Descriptions.Item>
              <Descriptions.Item label={t('auth:welcome.email')}>{user.email}</Descriptions.Item>
              <Descriptions.Item label={t('auth:welcome.lastLogin')}>
                {user.lastLoginTime ? formatDate(user.lastLoginTime, locale) : '--'}
              </Descriptions.Item>
            </Descriptions>
            {user.administratorFlag ? <PendingVerifications /> : null}
            <Alert type="info" showIcon title={t('auth:welcome.comingSoon')} className="gb-welcome__note" />
            <Link to="/home/index">
              <Button type="primary">{t('auth:welcome.toSite')}</Button>
            </Link>
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 5 }} />
        )}
      </Card>
    </PageContainer>
  );
}
