import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from './page-container.tsx';

/**
 * SPEC §8 "Content does not exist" for a page whose content is gone or hidden from the viewer (a profile, a product),
 * with the return-home link every not-found page offers; `hint` adds "No access to this content." or the like. Load
 * it lazily, only when needed: antd's Result carries its illustrations (a third of a profile's code otherwise).
 */
export function ContentNotFound({ hint }: { hint?: string }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          status="404"
          title={t('errors:notFound')}
          subTitle={hint}
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
