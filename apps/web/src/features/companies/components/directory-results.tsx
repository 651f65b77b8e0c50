import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/dictionary/use-dictionary.ts';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { FIRST_SCREEN_CARDS, SupplierCard } from '../../../domain/companies/supplier-card.tsx';
import type { useCompanyList } from '../api.ts';
import { ListPager } from '../../../shared/ui/list-pager.tsx';

interface DirectoryResultsProps {
  query: ReturnType<typeof useCompanyList>;
  /** True when a search or filter is set: the empty state then offers to clear them. */
  narrowed: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
}

/** The supplier grid with its loading, error, empty states and paging. */
export function DirectoryResults({ query, narrowed, onClear, onPage }: DirectoryResultsProps) {
  const { t } = useTranslation('companies');
  const { labelsOf } = useDictionaries(['main_products']);
  return (
    <QueryState
      query={query}
      emptyText=""
      isEmpty={() => false}
      loading={<CardSkeletons count={6} ratio="2 / 1" className="gb-grid gb-grid--directory" />}
    >
      {(page) =>
        page.list.length === 0 ? (
          <Empty className="gb-query-empty" description={narrowed ? t('directory.emptyFiltered') : t('directory.empty')}>
            {narrowed ? <Button onClick={onClear}>{t('directory.clearSearch')}</Button> : null}
          </Empty>
        ) : (
          <>
            <div
              className={`gb-grid gb-grid--directory${query.isPlaceholderData ? ' gb-grid--stale' : ''}`}
              aria-busy={query.isPlaceholderData}
            >
              {page.list.map((company, i) => (
                <SupplierCard
                  key={company.id}
                  company={company}
                  labels={labelsOf('main_products', company.mainProducts)}
                  priority={i < FIRST_SCREEN_CARDS}
                />
              ))}
            </div>
            {page.limited ? null : <ListPager className="gb-dir-pagination" page={page} onChange={onPage} />}
          </>
        )
      }
    </QueryState>
  );
}
