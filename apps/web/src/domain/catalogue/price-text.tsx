import { Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Money, PriceView } from '@gembourse/contracts/catalogue-search';
import type { Locale } from '@gembourse/contracts/locale';
import { formatDate, formatPrice, formatPriceRange } from '../../shared/i18n/format.ts';
import { useLocaleStore } from '../../shared/i18n/locale-store.ts';
import { setSessionFlag } from '../../shared/session/session-store.ts';
import { GuestPart } from '../../shared/session/viewer-parts.tsx';
import './price-text.css';

// An amount converted at a reference rate is an estimate: cents would claim a precision it does not have, so
// approximate amounts of ten units or more are shown whole ("≈ €1,234").
const APPROX_WHOLE_FROM = 10;

/** A money amount or range in the viewer's locale; `approximate` rounds it and marks it with "≈". */
export function formatMoney(money: Money, locale: Locale, approximate = false): string {
  const round = (v: number) => (approximate && v >= APPROX_WHOLE_FROM ? Math.round(v) : v);
  const amount = round(money.amount);
  const max = money.max != null && money.max !== money.amount ? round(money.max) : null;
  return max == null ? formatPrice(amount, money.currency, locale) : formatPriceRange(amount, max, money.currency, locale);
}

interface PriceTextProps {
  price: PriceView;
  size?: 'small' | 'default';
  /** A launch's date: a price hidden until its release says when it shows ("Price from 5 Mar 2026"). */
  releaseAt?: string | null;
}

/**
 * A product's price as the viewer may see it (issue 11): the amount in the viewer's currency ("≈" when converted at
 * the reference rate) with the supplier's own price beside it, or why it is hidden. Guests' "log in" opens the login
 * box. Used by the product card and the product page, so both say the same thing the same way.
 */
export function PriceText({ price, size = 'default', releaseAt }: PriceTextProps) {
  const { t } = useTranslation('catalogue');
  const locale = useLocaleStore((s) => s.locale);
  const cls = `gb-price-text gb-price-text--${size}`;

  if (price.state === 'hidden') {
    if (price.reason === 'login') {
      return (
        <GuestPart>
          <button
            type="button"
            className={`${cls} gb-linklike gb-price-text__login`}
            onClick={() => setSessionFlag('loginModalOpen', true)}
          >
            <LockOutlined /> {t('price.hidden.login')}
          </button>
        </GuestPart>
      );
    }
    const date = price.reason === 'release' && releaseAt ? formatDate(releaseAt, locale) : '';
    const text =
      price.reason === 'release'
        ? date
          ? t('price.hidden.release', { date })
          : t('price.hidden.releaseSoon')
        : t(`price.hidden.${price.reason}`);
    return (
      <Typography.Text type="secondary" className={cls}>
        {text}
      </Typography.Text>
    );
  }

  const converted = formatMoney(price.converted, locale, price.approximate);
  const own = price.original.currency !== price.converted.currency ? formatMoney(price.original, locale) : null;
  return (
    <span className={cls}>
      <Typography.Text strong className="gb-price-text__amount">
        {price.approximate ? t('price.approx', { price: converted }) : converted}
      </Typography.Text>
      {own ? (
        <Typography.Text type="secondary" className="gb-price-text__own" title={t('price.supplierPrice')}>
          {own}
        </Typography.Text>
      ) : null}
    </span>
  );
}
