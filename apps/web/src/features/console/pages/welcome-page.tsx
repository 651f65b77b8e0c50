import { Alert, Button, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { roleLineKeys } from '../../../shared/session/roles.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

/** /welcome: the console landing; the organiser's tools come with later releases. */
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
