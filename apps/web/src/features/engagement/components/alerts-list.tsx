import { App, Avatar, Button, Empty, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BellOutlined, DeleteOutlined, PictureOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlertedProduct, ProductAlertKind, SavedSearch } from '@gembourse/contracts/product-alerts';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { alertKeys, cancelProductAlert, removeSavedSearch, useMyAlerts } from '../alerts-api.ts';

function ProductAlertRow({ item }: { item: AlertedProduct }) {
  const { t } = useTranslation('favorites');
  const { message } = App.useApp();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (kind: ProductAlertKind) => cancelProductAlert(item.productId, kind),
    onSuccess: () => {
      void message.success(t('alerts.cancelled'));
      void client.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
  const to = `/home/product-detail?id=${item.productId}`;
  // A product the member may no longer see comes without its current name (the server sends none of its fields).
  const name = item.name ?? t('card.unavailableProductTitle');
  return (
    <li className="gb-alerts__row">
      <Avatar shape="square" size={48} src={item.image ?? undefined} icon={<PictureOutlined />} alt="" />
      <div className="gb-alerts__main">
        <span className="gb-alerts__name">{item.available ? <Link to={to}>{name}</Link> : name}</span>
        {item.available ? null : <Tag>{t('card.unavailableProduct')}</Tag>}
      </div>
      <Space wrap size={8}>
        {item.kinds.map((kind) => (
          <Tag key={kind} icon={<BellOutlined />} color="blue" className="gb-alerts__kind">
            {t(`alerts.kinds.${kind}`)}
            <Button
              type="link"
              size="small"
              loading={cancel.isPending && cancel.variables === kind}
              onClick={() => cancel.mutate(kind)}
              aria-label={t('alerts.cancelLabel', { kind: t(`alerts.kinds.${kind}`), name })}
            >
              {t('alerts.cancel')}
            </Button>
          </Tag>
        ))}
      </Space>
    </li>
  );
}

function SavedSearchRow({ item }: { item: SavedSearch }) {
  const { t } = useTranslation('favorites');
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeSavedSearch(item.id),
    onSuccess: () => {
      void message.success(t('alerts.removed'));
      void client.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
  const query = item.query.replace(/^\?/, '');
  return (
    <li className="gb-alerts__row">
      <div className="gb-alerts__main">
        <span className="gb-alerts__name">{item.name}</span>
        <Typography.Text type="secondary" className="gb-alerts__meta">
          {t('alerts.savedOn', { date: formatDate(item.createdAt, locale) })}
          {item.notifiedAt ? ` · ${t('alerts.notifiedOn', { date: formatDate(item.notifiedAt, locale) })}` : ''}
        </Typography.Text>
      </div>
      <Space wrap size={8}>
        <Link to={`/home/product${query ? `?${query}` : ''}`}>
          <Button size="small" icon={<SearchOutlined />}>
            {t('alerts.open')}
          </Button>
        </Link>
        <Popconfirm
          title={t('alerts.removeConfirm')}
          okText={t('remove.ok')}
          cancelText={t('remove.cancel')}
          onConfirm={() => remove.mutateAsync()}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={remove.isPending}
            aria-label={t('alerts.removeLabel', { name: item.name })}
          >
            {t('remove.button')}
          </Button>
        </Popconfirm>
      </Space>
    </li>
  );
}

/** A list of rows, or its empty line. */
function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  return children.length ? (
    <ul className="gb-alerts__list">{children}</ul>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
  );
}

/** My alerts (issue 11): products I am told about (cancel each kind) and saved searches (open, remove). */
export function AlertsList() {
  const { t } = useTranslation('favorites');
  const alerts = useMyAlerts();
  return (
    <QueryState
      query={alerts}
      loading={<Skeleton active paragraph={{ rows: 4 }} />}
      emptyText={t('alerts.empty')}
      isEmpty={(d) => d.products.length === 0 && d.searches.length === 0}
    >
      {(data) => (
        <div className="gb-alerts">
          <section aria-labelledby="gb-alerts-products">
            <Typography.Title level={4} id="gb-alerts-products" className="gb-alerts__title">
              {t('alerts.products')}
            </Typography.Title>
            <Rows empty={t('alerts.noProducts')}>
              {data.products.map((item) => (
                <ProductAlertRow key={item.productId} item={item} />
              ))}
            </Rows>
          </section>
          <section aria-labelledby="gb-alerts-searches">
            <Typography.Title level={4} id="gb-alerts-searches" className="gb-alerts__title">
              {t('alerts.searches')}
            </Typography.Title>
            <Rows empty={t('alerts.noSearches')}>
              {data.searches.map((item) => (
                <SavedSearchRow key={item.id} item={item} />
              ))}
            </Rows>
          </section>
        </div>
      )}
    </QueryState>
  );
}
