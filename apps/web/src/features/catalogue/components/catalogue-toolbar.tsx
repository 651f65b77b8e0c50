import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PAGE_SIZES, PRODUCT_SORTS, type CatalogueAnswer, type ProductSort } from '@gembourse/contracts/catalogue-search';
import { CURRENCIES, type Currency } from '@gembourse/contracts/limits';
import { formatDate, INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { FiltersButton } from '../../../shared/ui/filters-button.tsx';

interface CatalogueToolbarProps {
  answer: CatalogueAnswer | undefined;
  hasKeyword: boolean;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
  /** Phones only: opens the facet drawer; the badge counts active filters. */
  onOpenFilters?: () => void;
  filterCount: number;
  /** Members: the "Save this search" button. */
  extra?: React.ReactNode;
}

/** The latest reference date among the answer's rates (they are published together, but take no chances). */
function rateDate(answer: CatalogueAnswer | undefined): string | null {
  const dates = (answer?.rates ?? []).map((r) => r.asOf).sort();
  return dates.at(-1) ?? null;
}

/** Above the grid: how many were found, sort, page size, currency (with the rate note), and on phones Filters. */
export function CatalogueToolbar(props: CatalogueToolbarProps) {
  const { answer, hasKeyword, sort, onSort, pageSize, onPageSize, currency, onCurrency, onOpenFilters, filterCount, extra } = props;
  const { t } = useTranslation('catalogue');
  const locale = useLocaleStore((s) => s.locale);
  const number = (n: number) => new Intl.NumberFormat(INTL_TAG[locale]).format(n);
  let count = '';
  if (answer) {
    count = answer.totalExact
      ? t('toolbar.count', { count: answer.total, total: number(answer.total) })
      : t('toolbar.countApprox', { total: number(answer.total) });
  }
  const approximate = answer?.list.some((p) => p.price.state === 'shown' && p.price.approximate) ?? false;
  const asOf = rateDate(answer);
  const sorts = PRODUCT_SORTS.filter((s) => s !== 'relevance' || hasKeyword);

  return (
    <div className="gb-cat-toolbar">
      <div className="gb-cat-toolbar__row">
        <p className="gb-cat-toolbar__count" aria-live="polite">
          {count}
        </p>
        <div className="gb-cat-toolbar__actions">
          {onOpenFilters ? <FiltersButton label={t('filters.title')} count={filterCount} onClick={onOpenFilters} /> : null}
          <label className="gb-cat-toolbar__field">
            <span className="gb-cat-toolbar__label">{t('toolbar.sort')}</span>
            <Select<ProductSort>
              aria-label={t('toolbar.sort')}
              value={sort}
              onChange={onSort}
              popupMatchSelectWidth={false}
              options={sorts.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            />
          </label>
          <label className="gb-cat-toolbar__field">
            <span className="gb-cat-toolbar__label">{t('toolbar.pageSize')}</span>
            <Select<number>
              aria-label={t('toolbar.pageSize')}
              value={pageSize}
              onChange={onPageSize}
              popupMatchSelectWidth={false}
              options={PRODUCT_PAGE_SIZES.map((n) => ({ value: n, label: t('toolbar.perPage', { size: n }) }))}
            />
          </label>
          <label className="gb-cat-toolbar__field">
            <span className="gb-cat-toolbar__label">{t('toolbar.currency')}</span>
            <Select<Currency>
              aria-label={t('toolbar.currency')}
              value={currency}
              onChange={onCurrency}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </label>
          {extra}
        </div>
      </div>
      {approximate && asOf ? <p className="gb-cat-toolbar__note">{t('toolbar.rateNote', { date: formatDate(asOf, locale) })}</p> : null}
    </div>
  );
}
