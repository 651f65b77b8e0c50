import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

/** SPEC §8 "Content does not exist. No access to this content." for a product, with the way home (loaded on need). */
export function ProductNotFound() {
  const { t } = useTranslation(['productDetail', 'common', 'errors']);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          status="404"
          title={t('errors:notFound')}
          subTitle={t('productDetail:notFoundHint')}
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
