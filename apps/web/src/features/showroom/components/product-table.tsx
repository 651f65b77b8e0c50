import { useMemo } from 'react';
import { Grid, Tag, Typography } from 'antd';
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

/** The thumbnail's box, beside the product's name: reserved before the image arrives, so rows never jump. */
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

/** The state tags, one under the other so the column stays narrow. */
function StatusTags({ product }: { product: OwnProduct }) {
  const { t } = useTranslation('showroom');
  return (
    <span className="gb-products__tags gb-products__tags--stack">
      <Tag color={product.published ? 'green' : 'default'}>
        {t(product.published ? 'products.status.published' : 'products.status.unpublished')}
      </Tag>
      <Tag color={product.listed ? 'blue' : 'default'}>{t(product.listed ? 'products.status.listed' : 'products.status.unlisted')}</Tag>
      {product.immediate ? <Tag color="gold">{t('products.status.immediate')}</Tag> : null}
    </span>
  );
}

/**
 * Column widths: together with the selection column they fit the workspace at 1366 px with the side menu open (1,105 px
 * of table), so every column reads in full without scrolling, none under the pinned actions (issue 28: 1,486 px of
 * columns cut availability and hid status and the date). Narrower than their sum, the table scrolls sideways in its
 * card; on a phone it drops the categories, brand and date, which the product's page shows, pins nothing, and its
 * first screen holds the product and its price.
 */
const WIDTHS = {
  product: 230,
  productPhone: 200,
  categories: 150,
  brand: 110,
  price: 100,
  availability: 115,
  status: 115,
  updated: 105,
  actions: 110,
};

/** The supplier's products as a table: selectable rows, each linking to its editor; paging in the footer. */
export function ProductTable({ page, loading, pageNum, pageSize, onPage, selected, onSelect, emptyText }: ProductTableProps) {
  const { t } = useTranslation(['showroom', 'productEditor']);
  const locale = useLocaleStore((s) => s.locale);
  const canEdit = usePermission(PERM.showroomProductEdit);
  const categories = useDictionary('product_category');
  const { labelOf } = categories;
  // Before the first measurement useBreakpoint is empty: the full table.
  const phone = Grid.useBreakpoint().md === false;

  const columns = useMemo<ColumnsType<OwnProduct>>(() => {
    const all: (ColumnsType<OwnProduct>[number] & { wide?: true })[] = [
      {
        key: 'name',
        title: t('products.columns.name'),
        width: phone ? WIDTHS.productPhone : WIDTHS.product,
        render: (_, p) => (
          <div className="gb-products__product">
            <LazyImage
              className="gb-products__thumb"
              src={p.image}
              alt={t('products.imageOf', { name: p.name })}
              width={THUMB}
              height={THUMB}
            />
            <div className="gb-products__name">
              <Link to={canEdit ? `/home/showroom-product-edit?id=${p.id}` : `/home/showroom-product-preview?id=${p.id}&as=member`}>
                {p.name}
              </Link>
              <Typography.Text type="secondary" className="gb-products__sku">
                {t('products.sku', { sku: p.sku })}
              </Typography.Text>
            </div>
          </div>
        ),
      },
      {
        key: 'categories',
        title: `${t('products.columns.categories')} · ${t('products.columns.tags')}`,
        width: WIDTHS.categories,
        wide: true,
        render: (_, p) => (
          <div className="gb-products__name">
            <span>{labelOf(p.categories)}</span>
            {p.tags.length ? (
              <span className="gb-products__tags">
                {p.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </span>
            ) : null}
          </div>
        ),
      },
      { key: 'brand', title: t('products.columns.brand'), width: WIDTHS.brand, wide: true, render: (_, p) => p.brandName ?? EMPTY_TEXT },
      {
        key: 'price',
        title: t('products.columns.price'),
        width: WIDTHS.price,
        align: 'right',
        render: (_, p) => (p.price == null ? EMPTY_TEXT : formatPrice(p.price, p.currency, locale)),
      },
      {
        key: 'availability',
        title: t('products.columns.availability'),
        width: WIDTHS.availability,
        render: (_, p) =>
          p.availability === 'stock' && p.stock != null
            ? t('products.inStock', { count: p.stock })
            : t(`products.availability.${p.availability}`),
      },
      { key: 'status', title: t('products.columns.status'), width: WIDTHS.status, render: (_, p) => <StatusTags product={p} /> },
      {
        key: 'updated',
        title: t('products.columns.updated'),
        width: WIDTHS.updated,
        wide: true,
        render: (_, p) => formatDate(p.updatedAt, locale),
      },
      {
        key: 'actions',
        title: t('productEditor:rowActions.title'),
        width: WIDTHS.actions,
        // Pinned where the table may scroll a little (a narrower desktop); on a phone the pinned column would cover
        // half the product's name, and the name opens the editor as well.
        fixed: phone ? undefined : 'right',
        render: (_, p) => (
          <span className="gb-products__actions">
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
          </span>
        ),
      },
    ];
    return all.filter((column) => !(phone && column.wide)).map(({ wide: _, ...column }) => column);
  }, [t, labelOf, locale, canEdit, phone]);

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
      fit
    />
  );
}
