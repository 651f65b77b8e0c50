import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../shared/navigation/use-url-state.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useOwnProductOptions, useOwnProducts } from '../api.ts';
import { ProductBatchBar } from '../components/product-batch-bar.tsx';
import { ProductFilters } from '../components/product-filters.tsx';
import { ProductTable } from '../components/product-table.tsx';
import { ProductToolbar } from '../components/product-toolbar.tsx';
import { hasFilters, listQueryOf, PRODUCT_LIST_URL_STATE } from '../product-list-params.ts';
import '../showroom.css';

/**
 * /home/showroom-product (SPEC §2 "Showroom product list with sorting, filtering and batch actions"): every product of
 * my company, drafts included, with search, filters, sort and paging kept in the URL, and batch actions over the rows
 * selected on the page on screen.
 */
export function ShowroomProductPage() {
  const { t } = useTranslation(['showroom', 'workspace', 'common']);
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const { state, update } = useUrlState(PRODUCT_LIST_URL_STATE);
  const query = listQueryOf(state);
  const products = useOwnProducts(companyId ?? 0, query);
  const options = useOwnProductOptions(companyId ?? 0);
  // The selection belongs to the page it was made on: another page, filter or sort starts empty (rows out of sight
  // must not be acted on unseen).
  const view = JSON.stringify(query);
  const [selection, setSelection] = useState<{ view: string; ids: number[] }>({ view, ids: [] });
  const selected = selection.view === view ? selection.ids : [];

  if (companyId == null) return <NoPermissionResult />;
  const narrowed = hasFilters(state) || Boolean(state.q);
  return (
    <div className="gb-products">
      <h1 className="gb-sr-only">{t('showroom:products.title')}</h1>
      <div className="gb-page-actions gb-products__panel" role="toolbar" aria-label={t('workspace:showroom.toolbar')}>
        <ProductToolbar q={state.q ?? ''} onSearch={(q) => update({ q: q || undefined })} />
        <ProductFilters state={state} update={update} options={options.data} />
        <ProductBatchBar companyId={companyId} selected={selected} options={options.data} onDone={() => setSelection({ view, ids: [] })} />
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
          onSelect={(ids) => setSelection({ view, ids })}
          emptyText={t(narrowed ? 'showroom:products.emptyFiltered' : 'showroom:products.empty')}
        />
      </div>
    </div>
  );
}
