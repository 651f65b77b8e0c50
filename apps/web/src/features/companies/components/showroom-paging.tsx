import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the "load more" row needs of an infinite query. */
interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** Every item of the loaded pages once: offset pages can repeat an item when the list changed in between. */
export function itemsOf<T extends { id: number }>(pages: { list: T[] }[]): T[] {
  const seen = new Set<number>();
  return pages
    .flatMap((p) => p.list)
    .filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    });
}

/**
 * The query as QueryState should judge it: a failed further page is not a failed list (the cards already shown
 * stay, and ShowroomLoadMore offers the page again).
 */
export function firstPageState<Q extends { isError: boolean; isFetchNextPageError: boolean }>(query: Q): Q {
  return { ...query, isError: query.isError && !query.isFetchNextPageError };
}

/** The "load more" row under a paged showroom list. */
export function ShowroomLoadMore({ query }: { query: MorePages }) {
  const { t } = useTranslation(['companies', 'common']);
  if (!query.hasNextPage) return null;
  const failed = query.isFetchNextPageError && !query.isFetchingNextPage;
  return (
    <div className="gb-showroom-more">
      {failed ? (
        <p className="gb-showroom-more__error" role="alert">
          {t('companies:showroom.moreFailed')}
        </p>
      ) : null}
      <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {failed ? t('common:actions.retry') : t('companies:showroom.loadMore')}
      </Button>
    </div>
  );
}
