import { Button, Result, Space } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useNamespaces } from '../../../shared/i18n/use-namespaces.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

const TEXTS = ['auth'] as const;

/** What a guest sees on a member page (ARCHITECTURE §6): a way to log in and a return-home link. */
export function LoginRequired() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  // A guard shows this in place of a member page, before any page's texts: it waits for its own.
  const ready = useNamespaces(TEXTS);
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!ready) return null;
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
