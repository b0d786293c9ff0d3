import {
  type CreateEssay,
  type CreateEssayComment,
  counselingEssayEndpoints,
  type UpdateEssay,
  type UpdateEssayComment,
} from "@edu/shared/counseling-essays";
import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

export const essayKeys = {
  all: ["counseling-essays"] as const,
  list: (student: number) => ["counseling-essays", "list", student] as const,
  one: (id: number) => ["counseling-essays", "one", id] as const,
  versions: (id: number) => ["counseling-essays", "versions", id] as const,
  version: (id: number, versionId: number) => ["counseling-essays", "version", id, versionId] as const,
  comments: (id: number) => ["counseling-essays", "comments", id] as const,
  schools: (student: number) => ["counseling-essays", "schools", student] as const,
};

/** A student has a handful of essays: one page of 100 holds them all. */
export const essayListQuery = (student: number) =>
  queryOptions({
    queryKey: essayKeys.list(student),
    queryFn: ({ signal }) =>
      call(
        counselingEssayEndpoints.listCounselingEssays,
        { query: { student_user_id: student, page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

export const essayQuery = (id: number) =>
  queryOptions({
    queryKey: essayKeys.one(id),
    queryFn: ({ signal }) =>
      call(counselingEssayEndpoints.getCounselingEssay, { params: { id } }, { signal, overlay: false }),
  });

/** The newest 100 versions (10-minute saves fold into one, so that is weeks of work). */
export const versionsQuery = (id: number) =>
  queryOptions({
    queryKey: essayKeys.versions(id),
    queryFn: ({ signal }) =>
      call(
        counselingEssayEndpoints.listCounselingEssayVersions,
        { params: { id }, query: { page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

/** A version never changes once a newer one exists: kept as long as the page lives. */
export const versionQuery = (id: number, versionId: number) =>
  queryOptions({
    queryKey: essayKeys.version(id, versionId),
    queryFn: ({ signal }) =>
      call(
        counselingEssayEndpoints.getCounselingEssayVersion,
        { params: { id, versionId } },
        { signal, overlay: false },
      ),
  });

/**
 * An essay's comments, read again whenever the essay opens: others comment meanwhile, and the essay list
 * (read afresh) would count an open comment the essay did not show for the app's minute of freshness.
 */
export const commentsQuery = (id: number) =>
  queryOptions({
    queryKey: essayKeys.comments(id),
    queryFn: ({ signal }) =>
      call(
        counselingEssayEndpoints.listCounselingEssayComments,
        { params: { id } },
        { signal, overlay: false },
      ),
    staleTime: 0,
  });

/** The student's school list: an essay's prompt may belong to one of its schools. */
export const studentSchoolsQuery = (student: number) =>
  queryOptions({
    queryKey: essayKeys.schools(student),
    queryFn: ({ signal }) =>
      call(
        counselingSchoolEndpoints.listCounselingSchools,
        { query: { student_user_id: student, page: 1, page_size: 100 } },
        { signal, overlay: false },
      ),
  });

export const createEssay = (body: CreateEssay) =>
  call(counselingEssayEndpoints.createCounselingEssay, { body }, { silent: true });

export const updateEssay = (id: number, body: UpdateEssay) =>
  call(counselingEssayEndpoints.updateCounselingEssay, { params: { id }, body }, { silent: true });

export const completeEssay = (id: number, completed: 0 | 1) =>
  call(
    counselingEssayEndpoints.completeCounselingEssay,
    { params: { id }, body: { completed } },
    { silent: true },
  );

export const deleteEssay = (id: number) =>
  call(counselingEssayEndpoints.deleteCounselingEssay, { params: { id } }, { silent: true });

export const addComment = (id: number, body: CreateEssayComment) =>
  call(counselingEssayEndpoints.createCounselingEssayComment, { params: { id }, body }, { silent: true });

export const changeComment = (id: number, body: UpdateEssayComment) =>
  call(counselingEssayEndpoints.updateCounselingEssayComment, { params: { id }, body }, { silent: true });

export const deleteComment = (id: number) =>
  call(counselingEssayEndpoints.deleteCounselingEssayComment, { params: { id } }, { silent: true });
