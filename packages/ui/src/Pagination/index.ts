export { Pagination, type PaginationProps } from './Pagination.tsx';
export { visiblePages } from './pages.ts';
