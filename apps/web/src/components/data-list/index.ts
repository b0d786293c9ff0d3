export { AdminList, type AdminListProps, type ListQueryState, useRowDelete } from "./admin-list";
export { CSV_MAX_ROWS, csvCell, downloadCsv, fetchAllRows, toCsv } from "./csv";
export {
  CARDS_QUERY,
  DataList,
  type DataListColumn,
  type DataListProps,
  type DataListRowProps,
  useCardLayout,
} from "./data-list";
export { formatListTotal, type ListPage, ListPagination, ListTotal, pageCount } from "./list-pagination";
export { useListControls } from "./use-list-controls";
