import { Pagination } from 'antd';

/** A page answer's paging fields (ARCHITECTURE §4: `total` may be left out on big lists). */
interface PageLike {
  total?: number | null;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
}

/** The total antd Pagination needs: the answer's own, else enough for one more page while `hasMore`. */
export function pagerTotal(page: PageLike): number {
  return page.total ?? (page.pageNum + (page.hasMore ? 1 : 0)) * page.pageSize;
}

/** Pages through a list answer; nothing when everything fits on the first page. */
export function ListPager({
  page,
  onChange,
  className,
  size,
}: {
  page: PageLike;
  onChange: (pageNum: number) => void;
  className?: string;
  size?: 'small';
}) {
  if (page.pageNum === 1 && !page.hasMore) return null;
  return (
    <Pagination
      className={className}
      size={size}
      current={page.pageNum}
      pageSize={page.pageSize}
      total={pagerTotal(page)}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
