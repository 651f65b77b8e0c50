import { Button, Result, Space } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

/** What a guest sees on a member page (ARCHITECTURE §6): a way to log in and a return-home link. */
export function LoginRequired() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          icon={<LockOutlined className="gb-placeholder__icon" />}
          title={t('auth:loginRequired.title')}
          subTitle={t('auth:loginRequired.description')}
          extra={
            <Space wrap>
              <Link to={`/home/login?redirect=${redirect}`}>
                <Button type="primary">{t('auth:loginRequired.login')}</Button>
              </Link>
              <Link to="/home/index">
                <Button>{t('common:actions.backHome')}</Button>
              </Link>
            </Space>
          }
        />
      </div>
    </PageContainer>
  );
}
