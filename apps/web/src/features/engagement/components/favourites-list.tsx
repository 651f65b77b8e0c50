import { useEffect, useState } from 'react';
import { Button, Empty } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZFavouriteListQuery, type FavouriteBrand, type FavouriteProduct, type FavouriteType } from '@gembourse/contracts/favourites';
import { inputLimits } from '../../../shared/forms/schema-facts.ts';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { TrimmedInput } from '../../../shared/ui/trimmed-input.tsx';
import { exportFavourites, useFavouriteList } from '../api.ts';
import { FavouriteBrandCard } from './favourite-brand-card.tsx';
import { FavouriteProductCard } from './favourite-product-card.tsx';
import { ListPager } from '../../../shared/ui/list-pager.tsx';

/** The search box holds what the list's query takes. */
const KEYWORD = inputLimits(ZFavouriteListQuery, 'keyword');

function BrandGrid({ list }: { list: FavouriteBrand[] }) {
  const { labelOf } = useDictionary('main_products');
  return (
    <div className="gb-fav-grid gb-fav-grid--brands">
      {list.map((b) => (
        <FavouriteBrandCard key={b.id} brand={b} mainProducts={labelOf(b.mainProducts)} />
      ))}
    </div>
  );
}

function ProductGrid({ list }: { list: FavouriteProduct[] }) {
  return (
    <div className="gb-fav-grid gb-fav-grid--products">
      {list.map((p) => (
        <FavouriteProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}

/** Where to go and collect more: the supplier directory for brands, the catalogue for products. */
const BROWSE: Record<FavouriteType, string> = { brand: '/home/suppliers', product: '/home/product' };

/** Nothing collected yet (with a way to go and find some), or nothing matching the keyword (with a way back). */
function EmptyFavourites({ type, keyword, onClear }: { type: FavouriteType; keyword: string; onClear: () => void }) {
  const { t } = useTranslation('favorites');
  if (keyword) {
    return (
      <Empty className="gb-query-empty" description={t('empty.noMatch', { keyword })}>
        <Button onClick={onClear}>{t('search.clear')}</Button>
      </Empty>
    );
  }
  return (
    <Empty className="gb-query-empty" description={t(`empty.${type}`)}>
      <Link to={BROWSE[type]}>
        <Button type="primary">{t(`empty.browse.${type}`)}</Button>
      </Link>
    </Empty>
  );
}

/**
 * One tab of the favourites page: keyword search, export of what is listed, the cards page by page, and the empty,
 * loading and error (with retry) states.
 */
export function FavouritesList({ type }: { type: FavouriteType }) {
  const { t } = useTranslation(['favorites', 'common']);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = useFavouriteList(type, keyword, page);
  const data = query.data;

  // Removing the last card of a later page leaves it empty: step back to a page that has cards.
  const emptyLaterPage = Boolean(data && (data.list ?? []).length === 0 && data.pageNum > 1);
  useEffect(() => {
    if (emptyLaterPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyLaterPage]);

  const apply = (value: string) => {
    setKeyword(value.trim());
    setPage(1);
  };
  const download = async () => {
    setExporting(true);
    try {
      await exportFavourites(type, keyword, `${t(`export.fileName.${type}`)}.xlsx`);
    } catch {
      // The API client has told the user why.
    } finally {
      setExporting(false);
    }
  };
  const total = data?.total ?? 0;

  return (
    <div className="gb-fav-panel">
      <div className="gb-fav-toolbar">
        <div className="gb-fav-toolbar__search" role="search">
          <TrimmedInput
            value={draft}
            allowClear
            maxLength={KEYWORD.maxLength}
            prefix={<SearchOutlined />}
            placeholder={t(`search.placeholder.${type}`)}
            aria-label={t(`search.placeholder.${type}`)}
            onChange={(e) => {
              setDraft(e.target.value);
              // The clear icon empties the box: show everything again at once.
              if (e.target.value === '' && keyword) apply('');
            }}
            onPressEnter={(e) => apply(e.currentTarget.value)}
          />
          <Button onClick={() => apply(draft)}>{t('common:actions.search')}</Button>
        </div>
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={!total} onClick={() => void download()}>
          {t('export.button')}
        </Button>
      </div>
      <QueryState
        query={query}
        emptyText=""
        isEmpty={() => false}
        loading={<CardSkeletons count={6} ratio={type === 'brand' ? '4 / 1' : '1 / 1'} className={`gb-fav-grid gb-fav-grid--${type}s`} />}
      >
        {(page) => {
          const list = page.list ?? [];
          if (!list.length) {
            return (
              <EmptyFavourites
                type={type}
                keyword={keyword}
                onClear={() => {
                  setDraft('');
                  apply('');
                }}
              />
            );
          }
          return (
            <>
              <p className="gb-fav-count" aria-live="polite">
                {t(keyword ? 'count.matching' : `count.${type}`, { count: page.total ?? list.length })}
              </p>
              {type === 'brand' ? <BrandGrid list={list as FavouriteBrand[]} /> : <ProductGrid list={list as FavouriteProduct[]} />}
              <ListPager className="gb-fav-pagination" page={page} onChange={setPage} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
