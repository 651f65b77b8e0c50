import { App, Button, Dropdown, Space, Typography } from 'antd';
import { DeleteOutlined, DownOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COLLECTION_BATCH_ACTIONS, type CollectionBatch } from '@gembourse/contracts/own-collections';
import { runCollectionBatch, showroomKeys } from '../api.ts';

type BatchAction = CollectionBatch['action'];

/** The publishing menu's actions (SPEC §4: published or unpublished, listed or unlisted in batch); delete is its own button. */
const PUBLISHING = COLLECTION_BATCH_ACTIONS.filter((action) => action !== 'delete');

interface CollectionBatchBarProps {
  companyId: number;
  selected: number[];
  /** After a batch succeeded: the selection is spent. */
  onDone: () => void;
}

/**
 * The batch actions over the selected collections, for holders of showroom:collection:edit (the page mounts it only
 * for them). Without a selection an action says "Select at least one collection first" and sends nothing (the
 * contract refuses an empty one too); success says how many changed and reloads the list.
 */
export function CollectionBatchBar({ companyId, selected, onDone }: CollectionBatchBarProps) {
  const { t } = useTranslation(['showroom', 'workspace']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();

  const batch = useMutation({
    mutationFn: (body: CollectionBatch) => runCollectionBatch(body),
    onSuccess: ({ changed }, body) => {
      const text = body.action === 'delete' ? 'showroom:collections.batch.deleted' : 'showroom:collections.batch.updated';
      void message.success(t(text, { count: changed }));
      onDone();
    },
    // Refused or not, the list shows the collections as they are now (and the product list its collection filter).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: showroomKeys.collections(companyId) }),
        queryClient.invalidateQueries({ queryKey: showroomKeys.productOptions(companyId) }),
      ]),
  });

  const start = (action: BatchAction) => {
    if (!selected.length) {
      void message.warning({ content: t('showroom:collections.batch.selectFirst'), key: 'collections-select' });
      return;
    }
    if (action !== 'delete') {
      batch.mutate({ action, ids: selected });
      return;
    }
    modal.confirm({
      title: t('showroom:collections.batch.deleteTitle', { count: selected.length }),
      content: t('showroom:collections.batch.deleteText'),
      okText: t('workspace:showroom.delete'),
      okButtonProps: { danger: true },
      cancelText: t('showroom:products.batch.cancel'),
      onOk: () => batch.mutateAsync({ action, ids: selected }).catch(() => undefined),
    });
  };

  return (
    <div className="gb-products__batch" role="group" aria-label={t('showroom:products.batch.label')}>
      <Typography.Text type="secondary" className="gb-products__selected" aria-live="polite">
        {t('showroom:collections.selected', { count: selected.length })}
      </Typography.Text>
      <Space wrap size={8}>
        <Dropdown
          trigger={['click']}
          disabled={batch.isPending}
          menu={{
            items: PUBLISHING.map((action) => ({ key: action, label: t(`showroom:products.batch.${action}`) })),
            onClick: ({ key }) => start(key as BatchAction),
          }}
        >
          <Button>
            {t('showroom:products.batch.publishing')} <DownOutlined />
          </Button>
        </Dropdown>
        <Button danger icon={<DeleteOutlined />} disabled={batch.isPending} onClick={() => start('delete')}>
          {t('workspace:showroom.delete')}
        </Button>
      </Space>
    </div>
  );
}
