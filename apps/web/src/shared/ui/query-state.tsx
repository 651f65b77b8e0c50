import type { ReactNode } from 'react';
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

/** The loading, error (with retry) and empty states every list needs (ARCHITECTURE §8), around its content. */
export function QueryState<T>({ query, loading, emptyText, isEmpty, errorTitle, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) {
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
  const empty = isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0;
  if (empty) return <Empty className="gb-query-empty" description={emptyText} />;
  return <>{children(query.data)}</>;
}
