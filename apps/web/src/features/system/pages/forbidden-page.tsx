import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-container.tsx';

/** /403 (SPEC §2): the no-permission text and a way back home. */
export function ForbiddenPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          status="403"
          title={t('pages:forbidden.title')}
          subTitle={t('pages:forbidden.description')}
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
