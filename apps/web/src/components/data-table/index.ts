export {
  DataTable,
  type DataColumn,
  type DataTableProps,
  PAGE_SIZE_OPTIONS,
  type Paging,
  type TableRow,
} from './data-table';
