import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../shared/navigation/use-url-state.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useOwnProductOptions, useOwnProducts } from '../api.ts';
import { useViewSelection } from '../use-view-selection.ts';
import { ProductBatchBar } from '../components/product-batch-bar.tsx';
import { ProductFilters } from '../components/product-filters.tsx';
import { ProductTable } from '../components/product-table.tsx';
import { ProductToolbar } from '../components/product-toolbar.tsx';
import { hasFilters, listQueryOf, PRODUCT_LIST_URL_STATE } from '../product-list-params.ts';
import { ShowroomProductTabs } from '../questions/showroom-product-tabs.tsx';
import '../showroom.css';

/**
 * /home/showroom-product (SPEC §2 "Showroom product list with sorting, filtering and batch actions"): every product of
 * my company, drafts included, with search, filters, sort and paging kept in the URL, and batch actions over the rows
 * selected on the page on screen; beside it the product questions tab (`?tab=questions`, issue 11).
 */
export function ShowroomProductPage() {
  return <ShowroomProductTabs products={<ProductList />} />;
}

function ProductList() {
  const { t } = useTranslation(['showroom', 'workspace', 'common']);
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const { state, update } = useUrlState(PRODUCT_LIST_URL_STATE);
  const query = listQueryOf(state);
  const products = useOwnProducts(companyId ?? 0, query);
  const options = useOwnProductOptions(companyId ?? 0);
  // The ticked rows belong to the view on screen (use-view-selection.ts): rows out of sight are never acted on.
  const { selected, select, clear } = useViewSelection(
    JSON.stringify(query),
    products.data?.list?.map((row) => row.id),
  );

  if (companyId == null) return <NoPermissionResult />;
  const narrowed = hasFilters(state) || Boolean(state.q);
  return (
    <div className="gb-products">
      <h1 className="gb-sr-only">{t('showroom:products.title')}</h1>
      <div className="gb-page-actions gb-products__panel" role="toolbar" aria-label={t('workspace:showroom.toolbar')}>
        <ProductToolbar q={state.q ?? ''} onSearch={(q) => update({ q: q || undefined })} />
        <ProductFilters state={state} update={update} options={options.data} />
        <ProductBatchBar companyId={companyId} selected={selected} options={options.data} onDone={clear} />
      </div>
      {products.isError ? (
        <Alert
          className="gb-products__error"
          type="error"
          showIcon
          title={t('showroom:products.loadFailed')}
          description={errorMessageOf(products.error)}
          action={<Button onClick={() => void products.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      <div className="gb-products__card">
        <ProductTable
          page={products.data}
          loading={products.isFetching}
          pageNum={state.pageNum}
          pageSize={state.pageSize}
          onPage={(pageNum, pageSize) => update(pageSize === state.pageSize ? { pageNum } : { pageSize })}
          selected={selected}
          onSelect={select}
          emptyText={t(narrowed ? 'showroom:products.emptyFiltered' : 'showroom:products.empty')}
        />
      </div>
    </div>
  );
}
