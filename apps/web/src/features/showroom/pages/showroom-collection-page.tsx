import { useCallback, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OwnCollection } from '@gembourse/contracts/own-collections';
import { PERM } from '@gembourse/contracts/permissions';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useUrlState } from '../../../shared/navigation/use-url-state.ts';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { useOwnCollections } from '../api.ts';
import { useViewSelection } from '../use-view-selection.ts';
import { COLLECTION_LIST_URL_STATE, collectionQueryOf, hasCollectionFilters } from '../collection-list-params.ts';
import { CollectionBatchBar } from '../components/collection-batch-bar.tsx';
import { CollectionEditor } from '../components/collection-editor.tsx';
import { CollectionFilters } from '../components/collection-filters.tsx';
import { CollectionProductsPanel } from '../components/collection-products-panel.tsx';
import { CollectionTable } from '../components/collection-table.tsx';
import { CollectionToolbar } from '../components/collection-toolbar.tsx';
import '../showroom.css';

/** What the page has open over the list: the editor (a collection's id, or null for a new one), or a product panel. */
type Panel = { kind: 'editor'; id: number | null } | { kind: 'products'; id: number; name: string } | null;

/**
 * /home/showroom-collection (SPEC §2 "Collections: create and edit", §4): every collection of my company with its
 * state by the dates, search, filters, sort and paging kept in the URL, batch publishing and listing over the rows
 * selected on the page on screen, and panels to create or edit one and to order its products.
 */
export function ShowroomCollectionPage() {
  const { t } = useTranslation(['showroom', 'common']);
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const mayEdit = usePermission(PERM.showroomCollectionEdit);
  const { state, update } = useUrlState(COLLECTION_LIST_URL_STATE);
  const query = collectionQueryOf(state);
  const collections = useOwnCollections(companyId ?? 0, query);
  const [panel, setPanel] = useState<Panel>(null);
  // The ticked rows belong to the view on screen (use-view-selection.ts): rows out of sight are never acted on.
  const { selected, select, clear } = useViewSelection(
    JSON.stringify(query),
    collections.data?.list?.map((row) => row.id),
  );
  const onEdit = useCallback((c: OwnCollection) => setPanel({ kind: 'editor', id: c.id }), []);
  const onProducts = useCallback((c: OwnCollection) => setPanel({ kind: 'products', id: c.id, name: c.name }), []);

  if (companyId == null) return <NoPermissionResult />;
  const narrowed = hasCollectionFilters(state) || Boolean(state.q);
  const close = () => setPanel(null);
  return (
    <div className="gb-products gb-collections">
      <h1 className="gb-sr-only">{t('showroom:collections.title')}</h1>
      <div className="gb-page-actions gb-products__panel" role="toolbar" aria-label={t('showroom:collections.toolbar')}>
        <CollectionToolbar
          q={state.q ?? ''}
          onSearch={(q) => update({ q: q || undefined })}
          onCreate={() => setPanel({ kind: 'editor', id: null })}
        />
        <CollectionFilters state={state} update={update} />
        {mayEdit ? <CollectionBatchBar companyId={companyId} selected={selected} onDone={clear} /> : null}
      </div>
      {collections.isError ? (
        <Alert
          className="gb-products__error"
          type="error"
          showIcon
          title={t('showroom:collections.loadFailed')}
          description={errorMessageOf(collections.error)}
          action={<Button onClick={() => void collections.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      <div className="gb-products__card">
        <CollectionTable
          page={collections.data}
          loading={collections.isFetching}
          pageNum={state.pageNum}
          pageSize={state.pageSize}
          onPage={(pageNum, pageSize) => update(pageSize === state.pageSize ? { pageNum } : { pageSize })}
          selection={mayEdit ? { ids: selected, onChange: select } : null}
          onEdit={mayEdit ? onEdit : null}
          onProducts={onProducts}
          emptyText={t(narrowed ? 'showroom:collections.emptyFiltered' : 'showroom:collections.empty')}
        />
      </div>
      {panel?.kind === 'editor' ? <CollectionEditor companyId={companyId} id={panel.id} onClose={close} /> : null}
      {panel?.kind === 'products' ? (
        <CollectionProductsPanel companyId={companyId} collection={{ id: panel.id, name: panel.name }} onClose={close} />
      ) : null}
    </div>
  );
}
