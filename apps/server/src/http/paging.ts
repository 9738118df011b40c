/** The page a list call asks for. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** One page of a list as the API answers it: the items, the page, and how many pages and items there are (no pages when empty). */
export function listPage<T>(list: T[], total: number, page: PageQuery): { list: T[]; pageNo: number; totalPages: number; total: number } {
  return { list, pageNo: page.pageNo, totalPages: Math.ceil(total / page.pageSize), total };
}
