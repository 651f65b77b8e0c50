/** A page answer's paging fields (ARCHITECTURE §4: `total` may be left out, an estimate or absent on big lists). */
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
