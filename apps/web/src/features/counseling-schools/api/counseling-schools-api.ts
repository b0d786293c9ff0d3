import {
  type ApplicationsQuery,
  type BatchCollectedSchools,
  counselingSchoolEndpoints,
  type UpdateCollectedSchool,
} from "@edu/shared/counseling-schools";
import { schoolEndpoints } from "@edu/shared/schools";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const schoolListKeys = {
  all: ["counseling-schools"] as const,
  list: (locale: string, student: number) => ["counseling-schools", "list", locale, student] as const,
  cards: (locale: string, student: number) => ["counseling-schools", "cards", locale, student] as const,
  one: (locale: string, id: number) => ["counseling-schools", "one", locale, id] as const,
  applications: (locale: string, query: ApplicationsQuery) =>
    ["counseling-schools", "applications", locale, query] as const,
  search: (locale: string, keyword: string) => ["counseling-schools", "search", locale, keyword] as const,
};

/** A list is rarely over 20 schools; one page of 100 holds it whole (the chart counts all of it). */
export const collectedListQuery = (locale: string, student: number) =>
  queryOptions({
    queryKey: schoolListKeys.list(locale, student),
    queryFn: ({ signal }) =>
      call(
        counselingSchoolEndpoints.listCounselingSchools,
        { query: { student_user_id: student, page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

export const cardsQuery = (locale: string, student: number) =>
  queryOptions({
    queryKey: schoolListKeys.cards(locale, student),
    queryFn: ({ signal }) =>
      call(
        counselingSchoolEndpoints.listCounselingSchoolCards,
        { query: { student_user_id: student } },
        { signal, overlay: false },
      ),
  });

export const collectedSchoolQuery = (locale: string, id: number) =>
  queryOptions({
    queryKey: schoolListKeys.one(locale, id),
    queryFn: ({ signal }) =>
      call(counselingSchoolEndpoints.getCounselingSchool, { params: { id } }, { signal, overlay: false }),
  });

export const applicationsQuery = (locale: string, query: ApplicationsQuery) =>
  queryOptions({
    queryKey: schoolListKeys.applications(locale, query),
    queryFn: ({ signal }) =>
      call(counselingSchoolEndpoints.listCounselingApplications, { query }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

/** GET schools/search by keyword: the schools a student may add. */
export const schoolSearchQuery = (locale: string, keyword: string) =>
  queryOptions({
    queryKey: schoolListKeys.search(locale, keyword),
    queryFn: ({ signal }) =>
      call(
        schoolEndpoints.searchSchools,
        { query: { keyword, page: 1, page_size: 20 } },
        { signal, overlay: false },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const addSchools = (body: BatchCollectedSchools) =>
  call(counselingSchoolEndpoints.createCounselingSchoolBatch, { body }, { silent: true });

export const updateSchool = (body: UpdateCollectedSchool) =>
  call(counselingSchoolEndpoints.updateCounselingSchool, { body }, { silent: true });

export const removeSchool = (id: number) =>
  call(counselingSchoolEndpoints.deleteCounselingSchool, { params: { id } }, { silent: true });
