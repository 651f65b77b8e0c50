import { App, Button, Space, Switch, Tooltip, Typography } from 'antd';
import { BellOutlined, HeartFilled, HeartOutlined, LinkOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CatalogueProductDetail } from '@gembourse/contracts/catalogue-search';
import { PRODUCT_ALERT_KINDS } from '@gembourse/contracts/product-alerts';
import { promptLogin } from '../../../shared/session/login-tip.ts';
import { useIsLoggedIn } from '../../../shared/session/session-store.ts';
import { useProductFavourite } from '../../../domain/catalogue/use-product-favourite.ts';
import { useProductAlerts } from './use-product-alerts.ts';
import { GuestPart } from '../../../shared/session/viewer-parts.tsx';

/** Copies the page's address; SPEC §8's message when the browser refuses. */
async function copyLink(ok: () => void, failed: () => void) {
  try {
    await navigator.clipboard.writeText(window.location.href);
    ok();
  } catch {
    failed();
  }
}

/** The product's actions: the wish-list heart (the catalogue's), the price-drop and back-in-stock alerts (members), the link. */
export function ProductActions({ product }: { product: CatalogueProductDetail }) {
  const { t } = useTranslation(['productDetail', 'errors']);
  const { message } = App.useApp();
  const loggedIn = useIsLoggedIn();
  const heart = useProductFavourite(product.id, product.favourite);
  const alert = useProductAlerts(product.id);

  return (
    <div className="gb-pd-actions">
      <Space wrap size={8}>
        <GuestPart when={heart.guest}>
          <Button
            icon={heart.on ? <HeartFilled className="gb-heart" /> : <HeartOutlined />}
            aria-pressed={heart.on}
            onClick={() => void heart.toggle()}
          >
            {heart.on ? t('actions.favourited') : t('actions.favourite')}
          </Button>
        </GuestPart>
        <Tooltip title={t('actions.share')}>
          <Button
            icon={<LinkOutlined />}
            onClick={() =>
              void copyLink(
                () => void message.success(t('actions.copied')),
                () => void message.error(t('errors:copyFailed')),
              )
            }
          >
            {t('actions.share')}
          </Button>
        </Tooltip>
      </Space>
      <div className="gb-pd-alerts" role="group" aria-label={t('actions.alerts')}>
        <Typography.Text strong>
          <BellOutlined /> {t('actions.alerts')}
        </Typography.Text>
        {loggedIn ? (
          PRODUCT_ALERT_KINDS.map((kind) => (
            <label key={kind} className="gb-pd-alerts__row">
              <Switch
                size="small"
                checked={product.alerts[kind]}
                onChange={(on) => alert.mutate({ kind, on })}
                aria-label={t(`actions.${kind}`)}
              />
              <span>{t(`actions.${kind}`)}</span>
            </label>
          ))
        ) : (
          <GuestPart>
            <Button type="link" className="gb-pd-alerts__login" icon={<LockOutlined />} onClick={promptLogin}>
              {t('actions.alertsForMembers')}
            </Button>
          </GuestPart>
        )}
      </div>
    </div>
  );
}
