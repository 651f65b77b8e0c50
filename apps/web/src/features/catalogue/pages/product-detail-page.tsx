import { lazy, Suspense } from 'react';
import { Select, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CURRENCIES, type Currency } from '@gembourse/contracts/limits';
import type { Locale } from '@gembourse/contracts/locale';
import { isNotFound } from '../../../shared/api/api-error.ts';
import { asCurrency, useCatalogueCurrency } from '../../../domain/catalogue/catalogue-currency.ts';
import { useDetailTitle } from '../../../shared/navigation/page-title.ts';
import { PageContainer } from '../../../shared/ui/page-container.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { productDetailQuery, useProductDetail } from '../product-detail/product-detail-api.ts';
import { defaultCurrencyOf } from '@gembourse/contracts/catalogue-search';
import type { PageHead, PageQueries } from '../../../domain/seo/page-data.ts';
import { notFoundHead, productHead } from '../../../domain/seo/index.ts';
import { ProductDetail } from '../product-detail/product-detail.tsx';
import { PRODUCT_DICTS } from '../product-detail/to-product-view.ts';
import { dictionaryQuery } from '../../../shared/dictionary/use-dictionary.ts';
import '../product-detail/product-detail.css';

const ContentNotFound = lazy(() => import('../../../shared/ui/content-not-found.tsx').then((m) => ({ default: m.ContentNotFound })));

/** The `id` query parameter as a database id, or null when it is missing or malformed. */
function productIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The product's query as a guest makes it, in the address's currency or the language's (the server renderer's). */
function guestQuery(params: URLSearchParams, locale: Locale) {
  const id = productIdOf(params);
  return id == null ? null : productDetailQuery(id, asCurrency(params.get('currency')) ?? defaultCurrencyOf(locale), locale);
}

/**
 * Rendered on the server with the product as a guest sees it and the dictionaries it is labelled with (fetched beside
 * it, instead of by a second render that finds them missing: app/ssr/entry-server.tsx).
 */
export const pageQueries: PageQueries = ({ params, locale }) => {
  const product = guestQuery(params, locale);
  return product ? [product, ...PRODUCT_DICTS.map((code) => dictionaryQuery(code, locale))] : [];
};

/** The product's own head (Product with its Offer where a guest sees the price), or the not-found page's. */
export const pageHead: PageHead = ({ params, locale, queryClient }, seo) => {
  const query = guestQuery(params, locale);
  const product = query && queryClient.getQueryData(query.queryKey);
  return product ? productHead(product, seo) : notFoundHead(seo);
};

/**
 * /home/product-detail?id=&currency= (SPEC §2, issue 11): one product as the viewer may see it, prices in the
 * chosen currency (kept in the address, so a shared link shows the same), with its supplier, Q&A and related products.
 */
export function ProductDetailPage() {
  const { t } = useTranslation(['productDetail', 'catalogue']);
  const [params, setParams] = useSearchParams();
  const id = productIdOf(params);
  const { currency, choose: setCurrency } = useCatalogueCurrency(asCurrency(params.get('currency')), (next: Currency) =>
    setParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        q.set('currency', next);
        return q;
      },
      { replace: true },
    ),
  );
  const query = useProductDetail(id, currency);
  useDetailTitle(query.data?.name ?? null);

  if (id == null || (query.isError && isNotFound(query.error))) {
    return (
      <Suspense fallback={null}>
        <ContentNotFound hint={t('productDetail:notFoundHint')} />
      </Suspense>
    );
  }
  return (
    <PageContainer className="gb-pd-page">
      <div className="gb-pd-page__bar">
        <Link to="/home/product">
          <ArrowLeftOutlined /> {t('back')}
        </Link>
        <Select<Currency>
          value={currency}
          onChange={setCurrency}
          aria-label={t('catalogue:toolbar.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          className="gb-pd-page__currency"
        />
      </div>
      <QueryState
        query={query}
        emptyText=""
        isEmpty={() => false}
        errorTitle={t('loadFailed')}
        loading={<Skeleton active avatar={{ shape: 'square', size: 240 }} paragraph={{ rows: 8 }} />}
      >
        {(product) => <ProductDetail product={product} currency={currency} />}
      </QueryState>
    </PageContainer>
  );
}
