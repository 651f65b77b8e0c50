import type { ReactNode } from 'react';
import { Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyOf } from '../i18n/keys.ts';
import { PageContainer } from './page-container.tsx';

type Prefix<K, S extends string> = K extends `${infer P}.${S}` ? P : never;
/** A page of the `pages` namespace with a title and a description: the texts a placeholder shows. */
export type PlaceholderTexts = Extract<Prefix<KeyOf<'pages'>, 'title'>, Prefix<KeyOf<'pages'>, 'description'>>;

/**
 * A page whose feature arrives in a later release: it names, in the visitor's language, what will live here,
 * so the route is real and testable today. `page` is the key of its texts in the `pages` namespace.
 */
export function PlaceholderPage({ page, icon }: { page: PlaceholderTexts; icon: ReactNode }) {
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
