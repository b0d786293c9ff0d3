import { type SchoolSearchQuery, schoolEndpoints } from "@edu/shared/schools";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/** The search's query as the wire takes it (page and page size always given). */
export type SchoolSearchApiQuery = Partial<SchoolSearchQuery> & Pick<SchoolSearchQuery, "page" | "page_size">;

/**
 * Query keys carry the interface language: the server answers names in the request's language
 * (Accept-Language), so switching language reads them again.
 */
export const schoolsKeys = {
  all: ["schools"] as const,
  search: (locale: string, query: SchoolSearchApiQuery) => ["schools", "search", locale, query] as const,
  detail: (locale: string, ref: string) => ["schools", "detail", locale, ref] as const,
};

/** GET schools/search: a keyword over every alias in every script, the sort and a counselor's filters. */
export const schoolSearchQuery = (locale: string, query: SchoolSearchApiQuery) =>
  queryOptions({
    queryKey: schoolsKeys.search(locale, query),
    queryFn: ({ signal }) => call(schoolEndpoints.searchSchools, { query }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET schools/{id}: a school by id or slug, every figure with its source and year. */
export const schoolQuery = (locale: string, ref: string) =>
  queryOptions({
    queryKey: schoolsKeys.detail(locale, ref),
    queryFn: ({ signal }) =>
      call(schoolEndpoints.getSchool, { params: { id: ref } }, { signal, overlay: false }),
    staleTime: 60_000,
  });
