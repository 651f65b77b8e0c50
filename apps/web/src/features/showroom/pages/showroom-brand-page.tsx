import { useState } from 'react';
import { Alert, App, Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnBrand } from '@gembourse/contracts/brands';
import { nameFor } from '@gembourse/contracts/locale';
import { PERM } from '@gembourse/contracts/permissions';
import { errorMessageOf } from '../../../shared/api/api-error.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { usePermission } from '../../../shared/permissions/use-permission.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NoPermissionResult } from '../../../shared/ui/no-permission-result.tsx';
import { showroomKeys } from '../api.ts';
import { brandKeys, deleteBrand, useOwnBrands } from '../brand-api.ts';
import { BrandEditor } from '../components/brand-editor.tsx';
import { BrandTable } from '../components/brand-table.tsx';
import '../showroom.css';
import '../brands.css';

/** What the page has open over the list: the editor of a brand, or of a new one (null). */
type Editing = { brand: OwnBrand | null } | null;

/**
 * /home/showroom-brand (issue 10 item 5, docs/decisions.md "Brands: one model"): my company's brands, the default one
 * first, with their logos and product counts. Holders of showroom:brand:edit create, rename, give a logo to and
 * delete brands; deleting one moves its products to the default brand, which the confirmation says first.
 */
export function ShowroomBrandPage() {
  const { t } = useTranslation(['showroom', 'common']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const companyId = useSessionStore((s) => s.userInfo?.companyId);
  const locale = useLocaleStore((s) => s.locale);
  const mayEdit = usePermission(PERM.showroomBrandEdit);
  const brands = useOwnBrands(companyId ?? 0);
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useMutation({
    mutationFn: (brand: OwnBrand) => deleteBrand(brand.id),
    onSuccess: ({ moved }) => {
      const content = moved ? t('showroom:brand.deleted', { count: moved }) : t('showroom:brand.deletedEmpty');
      void message.success({ content, key: 'brand-delete' });
      void queryClient.invalidateQueries({ queryKey: brandKeys.list(companyId ?? 0) });
      void queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId ?? 0) });
    },
  });

  if (companyId == null) return <NoPermissionResult />;
  const list = brands.data?.list;
  const fallbackBrand = list?.find((b) => b.isDefault);
  // Named as the reader's pages name it (the English name for English and Turkish readers).
  const fallback = fallbackBrand ? nameFor(fallbackBrand, locale) : '';
  const confirmDelete = (brand: OwnBrand) => {
    modal.confirm({
      title: t('showroom:brand.deleteTitle', { name: brand.name }),
      content: brand.productCount
        ? t('showroom:brand.deleteText', { count: brand.productCount, fallback })
        : t('showroom:brand.deleteTextEmpty'),
      okText: t('showroom:brand.delete'),
      okButtonProps: { danger: true },
      cancelText: t('showroom:brand.form.cancel'),
      // The catalogue toasts a refusal; the dialog closes either way.
      onOk: () => remove.mutateAsync(brand).catch(() => undefined),
    });
  };

  return (
    <div className="gb-products gb-brands">
      <h1 className="gb-sr-only">{t('showroom:brand.title')}</h1>
      <div className="gb-page-actions gb-products__panel" role="toolbar" aria-label={t('showroom:brand.toolbar')}>
        <div className="gb-products__row">
          <Typography.Text type="secondary" className="gb-brands__intro">
            {t('showroom:brand.intro')}
          </Typography.Text>
          {mayEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ brand: null })}>
              {t('showroom:brand.new')}
            </Button>
          ) : null}
        </div>
      </div>
      {brands.isError ? (
        <Alert
          className="gb-products__error"
          type="error"
          showIcon
          title={t('showroom:brand.loadFailed')}
          description={errorMessageOf(brands.error)}
          action={<Button onClick={() => void brands.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : null}
      <div className="gb-products__card">
        <BrandTable
          list={list}
          loading={brands.isFetching}
          onEdit={mayEdit ? (brand) => setEditing({ brand }) : null}
          onDelete={mayEdit ? confirmDelete : null}
        />
      </div>
      {editing ? <BrandEditor companyId={companyId} brand={editing.brand} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
