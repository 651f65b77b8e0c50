import { useState } from 'react';
import { Alert, App, Button, Skeleton, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COLLECTION_LIMITS, type CollectionProduct, type OwnCollectionDetail } from '@gembourse/contracts/own-collections';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { ClampedText } from '../../../shared/ui/clamped-text.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { saveCollectionProducts, showroomKeys, useOwnCollectionDetail } from '../api.ts';
import { moveItem, sameOrder } from '../collection-product-order.ts';
import { CollectionProductList } from './collection-product-list.tsx';
import { CollectionProductPicker } from './collection-product-picker.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';

const MAX = COLLECTION_LIMITS.productsMax;

interface CollectionProductsPanelProps {
  companyId: number;
  collection: { id: number; name: string };
  onClose: () => void;
}

/**
 * "Products" of a collection: its products in order, to remove, move up or down and add to (a search over my own
 * products), saved at once with Save (the collection products endpoint replaces membership and order). Viewers without
 * showroom:collection:edit see the list only.
 */
export function CollectionProductsPanel({ companyId, collection, onClose }: CollectionProductsPanelProps) {
  const { t } = useTranslation('showroom');
  const detail = useOwnCollectionDetail(companyId, collection.id);
  const editable = usePermission(PERM.showroomCollectionEdit);
  const [draft, setDraft] = useState<CollectionProduct[] | null>(null);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const saved = detail.data?.products ?? [];
  const products = draft ?? saved;
  const dirty =
    draft !== null &&
    !sameOrder(
      draft.map((p) => p.id),
      saved.map((p) => p.id),
    );

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveCollectionProducts({ id: collection.id, productIds: products.map((p) => p.id) });
      queryClient.setQueryData(showroomKeys.collectionDetail(companyId, collection.id), answer);
      setDraft(null);
      // The list's product count, and the product list's collection filter.
      void queryClient.invalidateQueries({ queryKey: showroomKeys.collections(companyId), predicate: (q) => q.queryKey[3] === 'list' });
      void queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId) });
      void message.success({ content: t('collections.products.saved'), key: 'collection-products' });
    } catch {
      // The error catalogue has shown the server's message; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const footer = editable ? (
    <Space className="gb-collections__footer">
      {dirty ? (
        <Typography.Text type="secondary" aria-live="polite">
          {t('collections.products.unsaved')}
        </Typography.Text>
      ) : null}
      <Button onClick={onClose}>{t('collections.form.cancel')}</Button>
      <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
        {t('collections.products.save')}
      </Button>
    </Space>
  ) : null;

  return (
    <SidePanel title={t('collections.products.title', { name: collection.name })} onClose={onClose} footer={footer}>
      <QueryState
        query={detail}
        loading={<Skeleton active avatar paragraph={{ rows: 4 }} />}
        emptyText=""
        isEmpty={() => false}
        errorTitle={t('collections.form.loadFailed')}
      >
        {(data: OwnCollectionDetail) => (
          <div className="gb-collection-products__body">
            <ClampedText value={data.description} className="gb-collection-products__description" />
            {editable ? (
              <>
                <CollectionProductPicker
                  companyId={companyId}
                  chosen={new Set(products.map((p) => p.id))}
                  disabled={products.length >= MAX}
                  onAdd={(product) => setDraft([...products, product])}
                />
                <Typography.Text type="secondary" className="gb-collections__note" aria-live="polite">
                  {t('collections.products.count', { n: products.length, max: MAX })}
                </Typography.Text>
                {products.length >= MAX ? <Alert type="info" showIcon title={t('collections.products.full', { max: MAX })} /> : null}
              </>
            ) : (
              <Alert type="info" showIcon title={t('collections.products.readOnly')} />
            )}
            <CollectionProductList
              products={products}
              onMove={editable ? (index, step) => setDraft(moveItem(products, index, step)) : null}
              onRemove={editable ? (index) => setDraft(products.filter((_, i) => i !== index)) : null}
            />
          </div>
        )}
      </QueryState>
    </SidePanel>
  );
}
