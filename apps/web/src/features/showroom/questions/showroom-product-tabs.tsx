import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { AppstoreOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { QuestionsTab } from './questions-tab.tsx';

/**
 * /home/showroom-product's two tabs: the product list and, for those who may edit products, the product questions
 * (`?tab=questions`, so a link or a notification can open it). Without the permission only the list shows.
 */
export function ShowroomProductTabs({ products }: { products: ReactNode }) {
  const { t } = useTranslation('showroom');
  const canAnswer = usePermission(PERM.showroomProductEdit);
  const [params, setParams] = useSearchParams();
  if (!canAnswer) return <>{products}</>;
  const tab = params.get('tab') === 'questions' ? 'questions' : 'products';
  const setTab = (next: string) =>
    setParams(
      (prev) => {
        // The list's own parameters belong to the list: the questions tab starts clean, and back again too.
        const query = new URLSearchParams();
        const language = prev.get('language');
        if (language) query.set('language', language);
        if (next === 'questions') query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      className="gb-sq-tabs"
      items={[
        {
          key: 'products',
          label: (
            <span>
              <AppstoreOutlined /> {t('questions.productsTab')}
            </span>
          ),
          children: products,
        },
        {
          key: 'questions',
          label: (
            <span>
              <QuestionCircleOutlined /> {t('questions.tab')}
            </span>
          ),
          children: <QuestionsTab />,
        },
      ]}
    />
  );
}
