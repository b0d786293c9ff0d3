import { homeEndpoints } from "@edu/shared";
import { lessonLogEndpoints } from "@edu/shared/lessons";
import { relationEndpoints } from "@edu/shared/relations";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

const quiet = { overlay: false } as const;

export const childrenQuery = (parentId: number) =>
  queryOptions({
    queryKey: ["home", "children", parentId] as const,
    queryFn: ({ signal }) =>
      call(relationEndpoints.getParentChildren, { params: { id: parentId } }, { signal, ...quiet }),
  });

/** A teacher's students (empty until classes exist), or all students for admin and staff. */
export const studentsQuery = () =>
  queryOptions({
    queryKey: ["home", "students"] as const,
    queryFn: ({ signal }) =>
      call(relationEndpoints.listStudents, { query: { page_size: 8 } }, { signal, ...quiet }),
  });

/**
 * Every count the home page shows, in one call: each is counted on the server for
 * the caller's roles and is null where the caller's role may not see it. Waiting counts, the outbox
 * status, the teacher's prompts and whether link requests wait all read this one query.
 */
export const homeSummaryQuery = () =>
  queryOptions({
    queryKey: ["home", "summary"] as const,
    queryFn: ({ signal }) => call(homeEndpoints.getHomeSummary, {}, { signal, ...quiet }),
    // Asked again each time home opens (the last counts show meanwhile): what was read, placed, signed or
    // written elsewhere a moment ago counts at once, without every such action knowing about home.
    staleTime: 0,
  });

/**
 * Teachers: lessons they taught in the last 14 days with no lesson content yet (count, latest five),
 * asked for only when the summary counts some.
 */
export const unfinishedLessonLogsQuery = () =>
  queryOptions({
    queryKey: ["home", "teacher", "unfinished-lesson-logs"] as const,
    queryFn: ({ signal }) => call(lessonLogEndpoints.getLessonLogsUnfinished, {}, { signal, ...quiet }),
  });
