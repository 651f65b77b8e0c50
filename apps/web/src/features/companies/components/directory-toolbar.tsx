import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_SORTS, type CompanySort } from '@gembourse/contracts/company';
import { INTL_TAG } from '../../../shared/i18n/format.ts';
import { useLocaleStore } from '../../../shared/i18n/locale-store.ts';
import { FiltersButton } from '../../../shared/ui/filters-button.tsx';

interface DirectoryToolbarProps {
  /** Results in the answer (may be undefined while the first page loads). */
  total: number | undefined;
  /** How many a guest sees when the answer is limited. */
  shown: number | undefined;
  limited: boolean;
  sort: CompanySort;
  onSort: (sort: CompanySort) => void;
  /** Mobile only: opens the filter drawer; the badge counts active filters. */
  onOpenFilters?: () => void;
  filterCount: number;
}

/** Above the results: how many were found, the sort order, and on phones the Filters button. */
export function DirectoryToolbar({ total, shown, limited, sort, onSort, onOpenFilters, filterCount }: DirectoryToolbarProps) {
  const { t } = useTranslation('companies');
  const locale = useLocaleStore((s) => s.locale);
  const number = (n: number) => new Intl.NumberFormat(INTL_TAG[locale]).format(n);
  let count = '';
  if (total != null) {
    count =
      limited && shown != null
        ? t('directory.countLimited', { count: total, shown: number(shown), total: number(total) })
        : t('directory.count', { count: total, total: number(total) });
  }
  return (
    <div className="gb-dir-toolbar">
      <p className="gb-dir-toolbar__count" aria-live="polite">
        {count}
      </p>
      <div className="gb-dir-toolbar__actions">
        {onOpenFilters ? <FiltersButton label={t('filters.title')} count={filterCount} onClick={onOpenFilters} /> : null}
        <div className="gb-dir-toolbar__sort">
          <label className="gb-dir-toolbar__sort-label" htmlFor="gb-dir-sort">
            {t('sort.label')}
          </label>
          <Select<CompanySort>
            id="gb-dir-sort"
            value={sort}
            onChange={onSort}
            popupMatchSelectWidth={false}
            options={COMPANY_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          />
        </div>
      </div>
    </div>
  );
}
