export {
  Pagination,
  pageWindow,
  type PaginationProps,
  type PagedPaginationProps,
  type LoadMorePaginationProps,
} from './Pagination';
