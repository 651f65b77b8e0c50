import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Page } from '@gembourse/contracts/envelope';

/** Where the viewer may run batch actions: the selected ids, and how each row's checkbox is named. */
export interface ListSelection<T> {
  ids: number[];
  onChange: (ids: number[]) => void;
  /** The accessible name of a row's checkbox ("Select Pearl Summer 2026"), so rows can be told apart by ear. */
  labelOf: (row: T) => string;
}

interface ShowroomListTableProps<T extends { id: number }> {
  columns: ColumnsType<T>;
  page: Page<T> | undefined;
  loading: boolean;
  pageNum: number;
  pageSize: number;
  /** The contract's page sizes of this list. */
  pageSizes: readonly number[];
  /** "12 products": the total as the pager shows it. */
  countText: (total: number) => string;
  onPage: (pageNum: number, pageSize: number) => void;
  /** What the empty table says (a first-time showroom and a search that found nothing differ). */
  emptyText: string;
  /** Null where the viewer may not run batch actions: no checkboxes then. */
  selection: ListSelection<T> | null;
  /**
   * The table takes its card's width and scrolls sideways only below the sum of its columns' widths (every column
   * given one), instead of growing to its content's widest.
   */
  fit?: boolean;
}

/** The checkbox column's width. */
const SELECTION_WIDTH = 48;

/** The narrowest a fitted table gets before it scrolls sideways: its columns' widths and the checkboxes'. */
function widthOf<T>(columns: ColumnsType<T>, selectable: boolean): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), selectable ? SELECTION_WIDTH : 0);
}

/**
 * The table of the showroom's own lists (products, collections): the contract's page in a pager with its page sizes,
 * row selection for the batch bar, and a sideways scroll inside its card on a phone instead of squeezed columns.
 */
export function ShowroomListTable<T extends { id: number }>(props: ShowroomListTableProps<T>) {
  const { columns, page, loading, pageNum, pageSize, pageSizes, countText, onPage, emptyText, selection, fit = false } = props;
  return (
    <Table<T>
      className="gb-products__table"
      rowKey="id"
      size="middle"
      columns={columns}
      // An answer that is not a page (the tests' empty stub, a proxy's error page) shows as an empty list.
      dataSource={page?.list ?? []}
      loading={loading}
      pagination={{
        current: pageNum,
        pageSize,
        total: page?.total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: countText,
        onChange: onPage,
      }}
      scroll={{ x: fit ? widthOf(columns, selection !== null) : 'max-content' }}
      locale={{ emptyText }}
      rowSelection={
        selection
          ? {
              columnWidth: SELECTION_WIDTH,
              selectedRowKeys: selection.ids,
              onChange: (keys) => selection.onChange(keys.map(Number)),
              getCheckboxProps: (row) => ({ 'aria-label': selection.labelOf(row) }),
            }
          : undefined
      }
    />
  );
}
