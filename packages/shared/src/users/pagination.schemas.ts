// Moved to ../system/paging.schemas; this path stays for imports not yet switched.
export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type PagedList,
  type PageQuery,
  pagedListSchema,
  pageQuerySchema,
  pageQueryShape,
  queryBooleanSchema,
  queryListSchema,
} from "../system/paging.schemas";
