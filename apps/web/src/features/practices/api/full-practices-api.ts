import { fullPracticesEndpoints as endpoints, type UpdateFullPractice } from "@edu/shared/practices";
import { queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../lib/endpoint-client";

export const fullKeys = {
  all: ["full-practices"] as const,
  list: (page: number) => ["full-practices", "list", page] as const,
  one: (id: number) => ["full-practices", "one", id] as const,
  attempts: (id: number) => ["full-practices", "attempts", id] as const,
  attempt: (id: number) => ["full-practices", "attempt", id] as const,
};

const linkQuery = (link?: string) => (link ? { link } : {});

export const fullPracticesQuery = (page = 1) =>
  queryOptions({
    queryKey: fullKeys.list(page),
    queryFn: ({ signal }) =>
      call(endpoints.listFullPractices, { query: { page, page_size: 50 } }, { signal, overlay: false }),
  });

export const fullPracticeQuery = (id: number, link?: string) =>
  queryOptions({
    queryKey: fullKeys.one(id),
    queryFn: ({ signal }) =>
      call(
        endpoints.getFullPracticeById,
        { params: { id }, query: linkQuery(link) },
        { signal, overlay: false },
      ),
  });

export const fullAttemptsQuery = (id: number, link?: string) =>
  queryOptions({
    queryKey: fullKeys.attempts(id),
    queryFn: ({ signal }) =>
      call(
        endpoints.listFullPracticeAttempts,
        { params: { id }, query: linkQuery(link) },
        { signal, overlay: false },
      ),
    staleTime: 0,
  });

/** The walk through sections and breaks is the server's: read afresh every time. */
export const fullAttemptQuery = (id: number) =>
  queryOptions({
    queryKey: fullKeys.attempt(id),
    queryFn: ({ signal }) =>
      call(endpoints.getFullPracticeAttemptById, { params: { id } }, { signal, overlay: false }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const fullResultQuery = (id: number) =>
  queryOptions({
    queryKey: ["full-practices", "result", id],
    queryFn: ({ signal }) =>
      call(endpoints.getFullPracticeAttemptResult, { params: { id } }, { signal, overlay: false }),
  });

export const fullResultsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ["full-practices", "results", id, page],
    queryFn: ({ signal }) =>
      call(
        endpoints.listFullPracticeResults,
        { params: { id }, query: { page, page_size: 50 } },
        { signal, overlay: false },
      ),
  });

export const createFullPractice = (body: EndpointBody<typeof endpoints.createFullPractice>) =>
  call(endpoints.createFullPractice, { body }, { silent: true });

export const updateFullPractice = (id: number, body: UpdateFullPractice) =>
  call(endpoints.updateFullPracticeById, { params: { id }, body }, { silent: true });

export const addPractices = (id: number, practiceIds: number[]) =>
  call(endpoints.addFullPracticePractices, { params: { id }, body: { practice_ids: practiceIds } });

export const copyFullPractice = (id: number) =>
  call(endpoints.createFullPracticeCopy, { params: { id }, query: {} });

export const startFullAttempt = (id: number, link?: string) =>
  call(endpoints.createFullPracticeAttempt, { params: { id }, body: linkQuery(link) });

/** 409 while the break runs or the section is open: the page reads the attempt again and says so. */
export const nextSection = (id: number) =>
  call(endpoints.createFullPracticeAttemptNext, { params: { id } }, { silent: true });
