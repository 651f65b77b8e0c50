import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

/**
 * SPEC §8 "Content does not exist" for a profile, with the return-home link every not-found page offers. A module of
 * its own, loaded only when needed: antd's Result carries its illustrations (a third of the profile's code otherwise).
 */
export function ProfileNotFound() {
  const { t } = useTranslation(['companies', 'common', 'errors']);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          status="404"
          title={t('errors:notFound')}
          extra={
            <Link to="/home/index">
              <Button type="primary">{t('common:actions.backHome')}</Button>
            </Link>
          }
        />
      </div>
    </PageContainer>
  );
}
