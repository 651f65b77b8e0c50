import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { OWN_COLLECTION_PAGE_SIZES, type OwnCollection, type OwnCollections } from '@gembourse/contracts/own-collections';
import { OneLineText } from '../../../shared/ui/clamped-text.tsx';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { ShowroomListTable } from './showroom-list-table.tsx';
import {
  CollectionEventCell,
  CollectionStateCell,
  CollectionStatusTags,
  CollectionVisibilityCell,
  ShipWindowCell,
} from './collection-cells.tsx';

/** The cover's box: reserved before the image arrives, so rows never jump. */
const COVER = 56;

interface CollectionTableProps {
  page: OwnCollections | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
  /** The selection, or null where the viewer may not run batch actions (no checkboxes then). */
  selection: { ids: number[]; onChange: (ids: number[]) => void } | null;
  /** Opens the editor; null where the viewer may not edit collections. */
  onEdit: ((collection: OwnCollection) => void) | null;
  onProducts: (collection: OwnCollection) => void;
  /** What the empty table says: a first collection to create and a search that found nothing differ. */
  emptyText: string;
}

/** The supplier's collections as a table: cover, name, state, visibility, event, shipping, products and status. */
export function CollectionTable({
  page,
  loading,
  pageNum,
  pageSize,
  onPage,
  selection,
  onEdit,
  onProducts,
  emptyText,
}: CollectionTableProps) {
  const { t } = useTranslation('showroom');

  const columns = useMemo<ColumnsType<OwnCollection>>(
    () => [
      {
        key: 'cover',
        title: <span className="gb-sr-only">{t('collections.columns.cover')}</span>,
        width: COVER + 16,
        render: (_, c) => (
          <LazyImage
            className="gb-collections__cover"
            src={c.cover}
            alt={t('collections.coverOf', { name: c.name })}
            width={COVER}
            height={COVER}
          />
        ),
      },
      {
        key: 'name',
        title: t('collections.columns.name'),
        width: 220,
        render: (_, c) => <OneLineText className="gb-collections__name" value={c.name} />,
      },
      { key: 'state', title: t('collections.columns.state'), width: 170, render: (_, c) => <CollectionStateCell collection={c} /> },
      {
        key: 'visibility',
        title: t('collections.columns.visibility'),
        width: 180,
        render: (_, c) => <CollectionVisibilityCell collection={c} />,
      },
      { key: 'event', title: t('collections.columns.event'), width: 180, render: (_, c) => <CollectionEventCell collection={c} /> },
      { key: 'ship', title: t('collections.columns.ship'), width: 170, render: (_, c) => <ShipWindowCell collection={c} /> },
      {
        key: 'products',
        title: t('collections.columns.products'),
        width: 110,
        render: (_, c) => t('collections.productCount', { count: c.productCount }),
      },
      { key: 'status', title: t('collections.columns.status'), width: 180, render: (_, c) => <CollectionStatusTags collection={c} /> },
      {
        key: 'actions',
        title: t('collections.columns.actions'),
        width: 190,
        render: (_, c) => (
          <Space size={4} wrap>
            {onEdit ? (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('collections.editNamed', { name: c.name })}
                onClick={() => onEdit(c)}
              >
                {t('collections.edit')}
              </Button>
            ) : null}
            <Button
              size="small"
              icon={<UnorderedListOutlined />}
              aria-label={t('collections.productsNamed', { name: c.name })}
              onClick={() => onProducts(c)}
            >
              {t('collections.columns.products')}
            </Button>
          </Space>
        ),
      },
    ],
    [t, onEdit, onProducts],
  );

  return (
    <ShowroomListTable<OwnCollection>
      columns={columns}
      page={page}
      loading={loading}
      pageNum={pageNum}
      pageSize={pageSize}
      pageSizes={OWN_COLLECTION_PAGE_SIZES}
      countText={(total) => t('collections.count', { count: total, total })}
      onPage={onPage}
      emptyText={emptyText}
      selection={selection && { ...selection, labelOf: (c) => t('collections.selectRow', { name: c.name }) }}
    />
  );
}
