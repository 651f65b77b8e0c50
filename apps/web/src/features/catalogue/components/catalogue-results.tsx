import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueAnswer } from '@gembourse/contracts/catalogue-search';
import { CatalogueProductCard } from '../../../domain/catalogue/product-card.tsx';
import { CardSkeletons } from '../../../shared/ui/card-skeletons.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import type { CatalogueState } from '../catalogue-params.ts';
import { CataloguePager } from './catalogue-pager.tsx';

/** Cards on the first screen of a desktop grid: their images load at once (LCP). */
const FIRST_SCREEN_CARDS = 8;

interface CatalogueResultsProps {
  query: {
    data: CatalogueAnswer | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isPlaceholderData: boolean;
  };
  /** True when a keyword or a filter is set: the empty state then offers to clear them. */
  narrowed: boolean;
  onClear: () => void;
  onPage: (patch: Partial<CatalogueState>) => void;
}

/** The product grid with its loading, error and empty states and its paging. */
export function CatalogueResults({ query, narrowed, onClear, onPage }: CatalogueResultsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <QueryState
      query={query}
      emptyText=""
      isEmpty={() => false}
      loading={<CardSkeletons count={8} ratio="1 / 1" className="gb-grid gb-grid--catalogue" />}
    >
      {(answer) =>
        answer.list.length === 0 ? (
          <Empty className="gb-query-empty" description={narrowed ? t('empty.filtered') : t('empty.all')}>
            {narrowed ? <Button onClick={onClear}>{t('empty.clear')}</Button> : null}
          </Empty>
        ) : (
          <>
            <div
              className={`gb-grid gb-grid--catalogue${query.isPlaceholderData ? ' gb-grid--stale' : ''}`}
              aria-busy={query.isPlaceholderData}
            >
              {answer.list.map((product, i) => (
                <CatalogueProductCard key={product.id} product={product} priority={i < FIRST_SCREEN_CARDS} />
              ))}
            </div>
            <CataloguePager answer={answer} onPage={onPage} />
          </>
        )
      }
    </QueryState>
  );
}
