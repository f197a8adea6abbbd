/** Temporary: tables moved to components/table/. */
export { DataTable } from './components/table/DataTable.tsx';
export { Pagination } from './components/table/Pagination.tsx';
