import { type PagedList, pagedList } from "@edu/shared";

/** The list answer (shared `pagedList`): a count past 1,000 reads "1,000+" (`total_capped: 1`). */
export function toPage<T>(data: T[], total: number, page: number, pageSize: number): PagedList<T> {
  return pagedList(data, total, page, pageSize);
}
