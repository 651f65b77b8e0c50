import { Avatar, Button, Space, Tag, Typography } from 'antd';
import { EnvironmentOutlined, SafetyCertificateFilled, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { ChatButton } from '../../../shared/chat/chat-button.tsx';
import { formatCountry, formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { ConnectButton } from './connect-button.tsx';
import { GuestPart } from '../../../shared/session/viewer-parts.tsx';

/**
 * The supplier card: logo, name (to its profile), country, verified badge, the contact request, and "Chat with
 * supplier" (members, not on one's own products), which opens the chat with this product as its context.
 */
export function SupplierPanel({ product }: { product: CatalogueProductDetail }) {
  const { t } = useTranslation('productDetail');
  const locale = useLocaleStore((s) => s.locale);
  const { supplier, collection } = product;
  const profile = `/home/company-profile?id=${supplier.id}`;
  return (
    <aside className="gb-pd-side" aria-label={t('supplier.title')}>
      <section className="gb-pd-card">
        <Typography.Text type="secondary" className="gb-pd-card__label">
          {t('supplier.title')}
        </Typography.Text>
        <div className="gb-pd-supplier">
          <Avatar shape="square" size={56} src={supplier.logo ?? undefined} icon={<ShopOutlined />} alt="" />
          <div className="gb-pd-supplier__names">
            <Link to={profile} className="gb-pd-supplier__name">
              {supplier.name}
            </Link>
            <Space size={[8, 4]} wrap>
              {supplier.country ? (
                <Typography.Text type="secondary">
                  <EnvironmentOutlined /> {formatCountry(supplier.country, locale)}
                </Typography.Text>
              ) : null}
              {supplier.verified ? (
                <Tag color="gold" icon={<SafetyCertificateFilled />}>
                  {t('supplier.verified')}
                </Tag>
              ) : null}
            </Space>
          </div>
        </div>
        <Space wrap size={8}>
          {supplier.connection !== null || product.favourite === null ? (
            <GuestPart when={product.favourite === null}>
              <ConnectButton productId={product.id} supplier={supplier} />
            </GuestPart>
          ) : null}
          <ChatButton request={{ context: { type: 'product', id: product.id } }} companyId={supplier.id} label="supplier" />
          <Link to={profile}>
            <Button type="link">{t('supplier.profile')}</Button>
          </Link>
        </Space>
      </section>
      {collection ? (
        <section className="gb-pd-card">
          <Typography.Text type="secondary" className="gb-pd-card__label">
            {t('collection.title')}
          </Typography.Text>
          <Typography.Text strong>{collection.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t('collection.releaseAt', { date: formatDate(collection.releaseAt, locale) })}
          </Typography.Text>
          {collection.event ? (
            <Link to={`/home/event-detail?id=${collection.event.id}`}>{t('collection.event', { name: collection.event.name })}</Link>
          ) : null}
        </section>
      ) : null}
    </aside>
  );
}
