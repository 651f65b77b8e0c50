import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PriceView, ReferenceRate } from '@gembourse/contracts/catalogue-search';
import { PriceText } from '../../../domain/catalogue/price-text.tsx';
import { formatDate } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';

/** The date of the reference rates a conversion used (the oldest, should they differ). */
function rateDateOf(rates: readonly ReferenceRate[]): string | null {
  const dates = rates.map((r) => r.asOf).sort();
  return dates[0] ?? null;
}

/**
 * The product's price on its page: PriceText (the converted amount with the supplier's own beside it, or why it is
 * hidden), and under a converted amount the note that it is approximate at the reference rate of its date.
 */
export function ProductPrice({ price, rates, releaseAt }: { price: PriceView; rates: readonly ReferenceRate[]; releaseAt: string | null }) {
  const { t } = useTranslation('productDetail');
  const locale = useLocaleStore((s) => s.locale);
  const asOf = rateDateOf(rates);
  return (
    <div className="gb-pd-price">
      <PriceText price={price} releaseAt={releaseAt} />
      {price.state === 'shown' && price.approximate && asOf ? (
        <Typography.Text type="secondary" className="gb-pd-price__note">
          {t('price.approximate', { date: formatDate(asOf, locale) })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
