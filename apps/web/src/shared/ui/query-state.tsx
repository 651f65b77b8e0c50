import { useDeferredValue, type ReactNode } from 'react';
import { Button, Empty } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../api/api-error.ts';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What shows while loading: usually a skeleton shaped like the content. */
  loading: ReactNode;
  /** Text of the empty state. */
  emptyText: string;
  isEmpty?: (data: T) => boolean;
  /** Title of the error state when the content is not a list ("This list could not be loaded."). */
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error (with retry) and empty states every list needs (ARCHITECTURE §8), around its content.
 *
 * The content is rendered from a deferred copy. A query's answer (and a dictionary's, which relabels the cards)
 * reaches React through a store subscription, which React renders at once, in one task it cannot interrupt: two dozen
 * cards built that way were tasks of 100-300 ms on a throttled phone (Lighthouse's total blocking time). Deferred, the
 * urgent render keeps what is on screen (the skeleton, or the content being replaced, which React then skips), and the
 * new content is built in the background in slices that let input through, then shown at once. Whatever else on the
 * page shows the same answer above the content reads it through useDeferredValue too, so it changes in the same
 * render and never pushes the skeleton down first (suppliers-page.tsx).
 */
export function QueryState<T>({ query, loading, emptyText, isEmpty, errorTitle, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  const { data } = query;
  const failed = query.isError || (!query.isPending && data === undefined);
  const empty = !query.isPending && !failed && (isEmpty ? isEmpty(data as T) : Array.isArray(data) && data.length === 0);
  const content = useDeferredValue(query.isPending || failed || empty ? null : children(data as T));
  if (query.isPending) return <>{loading}</>;
  if (failed) {
    return (
      // Plain markup instead of antd's Result: a failed list is a small interruption, and Result would add
      // its illustrations to every page that has a list.
      <div className="gb-query-error" role="alert">
        <WarningOutlined className="gb-query-error__icon" />
        <p className="gb-query-error__title">{errorTitle ?? t('state.loadFailed')}</p>
        <p className="gb-query-error__text">{errorMessageOf(query.error)}</p>
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (empty) return <Empty className="gb-query-empty" description={emptyText} />;
  return <>{content ?? loading}</>;
}
