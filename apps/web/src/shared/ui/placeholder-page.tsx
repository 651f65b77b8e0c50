import type { ReactNode } from 'react';
import { Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from './page-container.tsx';

/**
 * A page whose feature arrives in a later release: it names, in the visitor's language, what will live here,
 * so the route is real and testable today. `page` is the key of its texts in the `pages` namespace.
 */
export function PlaceholderPage({ page, icon }: { page: string; icon: ReactNode }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PageContainer narrow>
      <div className="gb-placeholder">
        <Result
          icon={<span className="gb-placeholder__icon">{icon}</span>}
          title={
            <span className="gb-placeholder__title">
              {t(`pages:${page}.title`)} <Tag color="gold">{t('pages:comingSoon')}</Tag>
            </span>
          }
          subTitle={t(`pages:${page}.description`)}
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
