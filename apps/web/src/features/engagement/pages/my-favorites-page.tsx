import { Tabs } from 'antd';
import { BellOutlined, ShopOutlined, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AlertsList } from '../components/alerts-list.tsx';
import { FavouritesList } from '../components/favourites-list.tsx';
import '../favorites.css';

type Tab = 'products' | 'brands' | 'alerts';

/** The tab in the address (`?tab=brands`), so a reload or a shared link opens the same list; products by default. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = asked === 'brands' || asked === 'alerts' ? asked : 'products';
  const setTab = (next: Tab) =>
    setParams(
      (prev) => {
        const query = new URLSearchParams(prev);
        query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/**
 * /home/my-favorites (SPEC §2 "favourites: products and brands, wish list, export"): the member's collected products,
 * which are the wish list (docs/decisions.md), and brands, each searchable, removable and exportable to Excel.
 */
export function MyFavoritesPage() {
  const { t } = useTranslation('favorites');
  const [tab, setTab] = useTab();
  return (
    <div className="gb-fav-page">
      <header className="gb-fav-page__head">
        <h1 className="gb-fav-page__title">{t('title')}</h1>
        <p className="gb-fav-page__subtitle">{t('subtitle')}</p>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        destroyOnHidden
        items={[
          {
            key: 'products',
            label: (
              <span>
                <StarOutlined /> {t('tabs.products')}
              </span>
            ),
            children: <FavouritesList type="product" />,
          },
          {
            key: 'brands',
            label: (
              <span>
                <ShopOutlined /> {t('tabs.brands')}
              </span>
            ),
            children: <FavouritesList type="brand" />,
          },
          {
            key: 'alerts',
            label: (
              <span>
                <BellOutlined /> {t('tabs.alerts')}
              </span>
            ),
            children: <AlertsList />,
          },
        ]}
      />
    </div>
  );
}
