import { Avatar, Button, Grid, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnBrand } from '@gembourse/contracts/brands';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';

interface BrandTableProps {
  list: OwnBrand[] | undefined;
  loading: boolean;
  /** Null where the viewer may not edit brands (no showroom:brand:edit): no Edit or Delete then. */
  onEdit: ((brand: OwnBrand) => void) | null;
  onDelete: ((brand: OwnBrand) => void) | null;
}

/**
 * My brands: logo, name (the default one tagged), how many products carry it (a link to the product list filtered by
 * the brand), last change, and Edit / Delete (the default brand cannot be deleted, so it has no Delete).
 */
export function BrandTable({ list, loading, onEdit, onDelete }: BrandTableProps) {
  const { t } = useTranslation('showroom');
  const locale = useLocaleStore((s) => s.locale);
  // On a phone the actions are icons (named for assistive technology), so the row fits without a sideways scroll.
  const compact = !Grid.useBreakpoint().md;
  const columns: ColumnsType<OwnBrand> = [
    {
      key: 'logo',
      title: t('brand.columns.logo'),
      width: 64,
      render: (_, b) => (
        <Avatar shape="square" size={40} src={b.logo ?? undefined} icon={<TagsOutlined />} alt={t('brand.logoOf', { name: b.name })} />
      ),
    },
    {
      key: 'name',
      title: t('brand.columns.name'),
      render: (_, b) => (
        <Space size={8} wrap>
          <span className="gb-brands__name">{b.name}</span>
          {b.nameEn && b.nameEn !== b.name ? (
            <Typography.Text type="secondary" lang="en">
              {b.nameEn}
            </Typography.Text>
          ) : null}
          {b.isDefault ? <Tag color="blue">{t('brand.default')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'products',
      title: t('brand.columns.products'),
      render: (_, b) => (
        <Link
          className="gb-brands__count"
          to={`/home/showroom-product?brand=${b.id}`}
          aria-label={t('brand.productsOf', { name: b.name, count: b.productCount })}
        >
          {t('brand.productCount', { count: b.productCount })}
        </Link>
      ),
    },
    // On a phone the row keeps what a decision needs (logo, name, products, actions); the date waits for a wider screen.
    { key: 'updated', title: t('brand.columns.updated'), responsive: ['md'], render: (_, b) => formatDate(b.updatedAt, locale) },
  ];
  if (onEdit || onDelete) {
    columns.push({
      key: 'actions',
      title: t('brand.columns.actions'),
      render: (_, b) => (
        <Space size={compact ? 0 : 4}>
          {onEdit ? (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(b)}
              aria-label={t('brand.editNamed', { name: b.name })}
            >
              {compact ? null : t('brand.edit')}
            </Button>
          ) : null}
          {onDelete && !b.isDefault ? (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => onDelete(b)}
              aria-label={t('brand.deleteNamed', { name: b.name })}
            >
              {compact ? null : t('brand.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    });
  }
  return (
    <Table<OwnBrand>
      className="gb-products__table gb-brands__table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list ?? []}
      loading={loading}
      pagination={false}
      // A phone fits the table to the screen (names wrap); wider screens keep each cell on one line.
      scroll={compact ? undefined : { x: 'max-content' }}
      locale={{ emptyText: t('brand.empty') }}
    />
  );
}
