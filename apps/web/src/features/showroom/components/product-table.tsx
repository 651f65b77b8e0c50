import { useMemo } from 'react';
import { Space, Tag, Typography } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OWN_PRODUCT_PAGE_SIZES, type OwnProduct, type OwnProducts } from '@gembourse/contracts/own-products';
import { PERM } from '@gembourse/contracts/permissions';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { EMPTY_TEXT } from '../../../shared/dictionary/dictionary-labels.ts';
import { useDictionary } from '../../../shared/dictionary/use-dictionary.ts';
import { formatDate, formatPrice } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { ShowroomListTable } from './showroom-list-table.tsx';

/** The thumbnail's box: reserved before the image arrives, so rows never jump. */
const THUMB = 48;

interface ProductTableProps {
  page: OwnProducts | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number, pageSize: number) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** What the empty table says: a first-time showroom and a search that found nothing differ. */
  emptyText: string;
}

function StatusTags({ product }: { product: OwnProduct }) {
  const { t } = useTranslation('showroom');
  return (
    <span className="gb-products__tags">
      <Tag color={product.published ? 'green' : 'default'}>
        {t(product.published ? 'products.status.published' : 'products.status.unpublished')}
      </Tag>
      <Tag color={product.listed ? 'blue' : 'default'}>{t(product.listed ? 'products.status.listed' : 'products.status.unlisted')}</Tag>
      {product.immediate ? <Tag color="gold">{t('products.status.immediate')}</Tag> : null}
    </span>
  );
}

/** The supplier's products as a table: selectable rows, each linking to its editor; paging in the footer. */
export function ProductTable({ page, loading, pageNum, pageSize, onPage, selected, onSelect, emptyText }: ProductTableProps) {
  const { t } = useTranslation(['showroom', 'productEditor']);
  const locale = useLocaleStore((s) => s.locale);
  const canEdit = usePermission(PERM.showroomProductEdit);
  const categories = useDictionary('product_category');
  const { labelOf } = categories;

  const columns = useMemo<ColumnsType<OwnProduct>>(
    () => [
      {
        key: 'image',
        title: <span className="gb-sr-only">{t('products.columns.image')}</span>,
        width: THUMB + 16,
        render: (_, p) => (
          <LazyImage
            className="gb-products__thumb"
            src={p.image}
            alt={t('products.imageOf', { name: p.name })}
            width={THUMB}
            height={THUMB}
          />
        ),
      },
      {
        key: 'name',
        title: t('products.columns.name'),
        width: 240,
        render: (_, p) => (
          <div className="gb-products__name">
            <Link to={canEdit ? `/home/showroom-product-edit?id=${p.id}` : `/home/showroom-product-preview?id=${p.id}&as=member`}>
              {p.name}
            </Link>
            <Typography.Text type="secondary" className="gb-products__sku">
              {t('products.sku', { sku: p.sku })}
            </Typography.Text>
          </div>
        ),
      },
      { key: 'categories', title: t('products.columns.categories'), width: 160, render: (_, p) => labelOf(p.categories) },
      {
        key: 'tags',
        title: t('products.columns.tags'),
        width: 160,
        render: (_, p) =>
          p.tags.length ? (
            <span className="gb-products__tags">
              {p.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </span>
          ) : (
            EMPTY_TEXT
          ),
      },
      { key: 'brand', title: t('products.columns.brand'), width: 120, render: (_, p) => p.brandName ?? EMPTY_TEXT },
      {
        key: 'price',
        title: t('products.columns.price'),
        width: 110,
        align: 'right',
        render: (_, p) => (p.price == null ? EMPTY_TEXT : formatPrice(p.price, p.currency, locale)),
      },
      {
        key: 'availability',
        title: t('products.columns.availability'),
        width: 130,
        render: (_, p) =>
          p.availability === 'stock' && p.stock != null
            ? t('products.inStock', { count: p.stock })
            : t(`products.availability.${p.availability}`),
      },
      { key: 'status', title: t('products.columns.status'), width: 200, render: (_, p) => <StatusTags product={p} /> },
      { key: 'updated', title: t('products.columns.updated'), width: 120, render: (_, p) => formatDate(p.updatedAt, locale) },
      {
        key: 'actions',
        title: t('productEditor:rowActions.title'),
        width: 150,
        fixed: 'right',
        render: (_, p) => (
          <Space size={4} wrap>
            {canEdit ? (
              <Link to={`/home/showroom-product-edit?id=${p.id}`} aria-label={t('productEditor:rowActions.editNamed', { name: p.name })}>
                <EditOutlined aria-hidden /> {t('productEditor:rowActions.edit')}
              </Link>
            ) : null}
            <Link
              to={`/home/showroom-product-preview?id=${p.id}&as=member`}
              aria-label={t('productEditor:rowActions.previewNamed', { name: p.name })}
            >
              <EyeOutlined aria-hidden /> {t('productEditor:rowActions.preview')}
            </Link>
          </Space>
        ),
      },
    ],
    [t, labelOf, locale, canEdit],
  );

  return (
    <ShowroomListTable<OwnProduct>
      columns={columns}
      page={page}
      loading={loading}
      pageNum={pageNum}
      pageSize={pageSize}
      pageSizes={OWN_PRODUCT_PAGE_SIZES}
      countText={(total) => t('products.count', { count: total, total })}
      onPage={onPage}
      emptyText={emptyText}
      selection={{ ids: selected, onChange: onSelect, labelOf: (p) => t('products.selectRow', { name: p.name }) }}
    />
  );
}
