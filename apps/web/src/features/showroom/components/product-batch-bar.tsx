import { useState } from 'react';
import { App, Button, Dropdown, Space, Typography } from 'antd';
import { DeleteOutlined, DownOutlined, ExportOutlined, SwapOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BATCH_PERMISSION,
  type OwnProductOptions,
  type ProductBatchAction,
  type ProductBatchInput,
} from '@gembourse/contracts/own-products';
import { PERM } from '@gembourse/contracts/permissions';
import { Perm, usePermissionCheck } from '../../../shared/permissions/use-permission.tsx';
import { exportProducts, runProductBatch, showroomKeys } from '../api.ts';
import { BATCH_MENUS, needsValue, valueBatchBody, type ValueBatchAction } from '../product-batch.ts';
import { ProductBatchValue } from './product-batch-value.tsx';

interface ProductBatchBarProps {
  companyId: number;
  selected: number[];
  options: OwnProductOptions | undefined;
  /** After a batch succeeded: the selection is spent. */
  onDone: () => void;
}

/**
 * The batch actions of SPEC §2 over the selected products, the export to .xlsx among them. Every control shows only to holders of its action's point
 * (BATCH_PERMISSION, the server's table too). Without a selection an action says "Select at least one product first"
 * and sends nothing; a refusal's message comes from the error catalogue (SPEC §8), which names the products.
 */
export function ProductBatchBar({ companyId, selected, options, onDone }: ProductBatchBarProps) {
  const { t } = useTranslation(['showroom', 'workspace']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const mayRun = usePermissionCheck();
  const [asking, setAsking] = useState<ValueBatchAction | null>(null);

  const batch = useMutation({
    mutationFn: (body: ProductBatchInput) => runProductBatch(body),
    onSuccess: ({ changed }, body) => {
      const text = body.action === 'delete' ? 'showroom:products.batch.deleted' : 'showroom:products.batch.updated';
      void message.success(t(text, { count: changed }));
      setAsking(null);
      onDone();
    },
    // Refused or not, the list shows the products as they are now (and the options their tags).
    onSettled: () => queryClient.invalidateQueries({ queryKey: showroomKeys.products(companyId) }),
  });

  // The batch export: the selected rows as .xlsx in the import template's columns (saved through the browser).
  const exporting = useMutation({ mutationFn: (ids: number[]) => exportProducts(ids) });
  const exportSelected = () => {
    if (!selected.length) void message.warning({ content: t('workspace:showroom.selectFirst'), key: 'showroom-select' });
    else exporting.mutate(selected);
  };

  const start = (action: ProductBatchAction) => {
    if (!selected.length) {
      void message.warning({ content: t('workspace:showroom.selectFirst'), key: 'showroom-select' });
      return;
    }
    if (needsValue(action)) setAsking(action);
    else if (action === 'delete')
      modal.confirm({
        title: t('showroom:products.batch.deleteTitle', { count: selected.length }),
        content: t('showroom:products.batch.deleteText'),
        okText: t('workspace:showroom.delete'),
        okButtonProps: { danger: true },
        cancelText: t('showroom:products.batch.cancel'),
        onOk: () => batch.mutateAsync({ action, ids: selected }).catch(() => undefined),
      });
    else batch.mutate({ action, ids: selected });
  };

  const menus = BATCH_MENUS.map((menu) => ({ ...menu, actions: menu.actions.filter((a) => mayRun(BATCH_PERMISSION[a])) })).filter(
    (menu) => menu.actions.length > 0,
  );

  return (
    <div className="gb-products__batch" role="group" aria-label={t('showroom:products.batch.label')}>
      <Typography.Text type="secondary" className="gb-products__selected" aria-live="polite">
        {t('showroom:products.selected', { count: selected.length })}
      </Typography.Text>
      <Space wrap size={8}>
        {menus.map((menu) => (
          <Dropdown
            key={menu.key}
            trigger={['click']}
            disabled={batch.isPending}
            menu={{
              items: menu.actions.map((action) => ({ key: action, label: t(`showroom:products.batch.${action}`) })),
              onClick: ({ key }) => start(key as ProductBatchAction),
            }}
          >
            <Button>
              {t(`showroom:products.batch.${menu.key}`)} <DownOutlined />
            </Button>
          </Dropdown>
        ))}
        <Perm code={BATCH_PERMISSION.shiftBrand}>
          <Button icon={<SwapOutlined />} disabled={batch.isPending} onClick={() => start('shiftBrand')}>
            {t('showroom:products.batch.shiftBrand')}
          </Button>
        </Perm>
        <Perm code={PERM.showroomProductExport}>
          <Button icon={<ExportOutlined />} loading={exporting.isPending} onClick={exportSelected}>
            {t('workspace:showroom.export')}
          </Button>
        </Perm>
        <Perm code={BATCH_PERMISSION.delete}>
          <Button danger icon={<DeleteOutlined />} disabled={batch.isPending} onClick={() => start('delete')}>
            {t('workspace:showroom.delete')}
          </Button>
        </Perm>
      </Space>
      {asking ? (
        <ProductBatchValue
          key={asking}
          action={asking}
          count={selected.length}
          options={options}
          busy={batch.isPending}
          onApply={(value) => batch.mutate(valueBatchBody(asking, selected, value))}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
