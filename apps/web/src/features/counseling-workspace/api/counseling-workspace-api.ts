import {
  type CounselingClassesQuery,
  type CounselingOverviewQuery,
  type CounselingSchoolsType,
  counselingWorkspaceEndpoints as endpoints,
} from "@edu/shared/counseling-workspace";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/**
 * Keys carry the interface language where the server answers texts in it (class names, school names), so
 * switching language reads them again.
 */
export const workspaceKeys = {
  all: ["counseling-workspace"] as const,
  classes: (locale: string, query: Partial<CounselingClassesQuery>) =>
    ["counseling-workspace", "classes", locale, query] as const,
  overview: (locale: string, id: number) => ["counseling-workspace", "overview", locale, id] as const,
  portal: (locale: string, query: Partial<CounselingOverviewQuery>) =>
    ["counseling-workspace", "portal", locale, query] as const,
  schoolsType: (username: string) => ["counseling-workspace", "schools-type", username] as const,
};

/** GET counseling-classes: the caller's counseling classes, or one person's in a role (start date first). */
export const classesQuery = (locale: string, query: Partial<CounselingClassesQuery>) =>
  queryOptions({
    queryKey: workspaceKeys.classes(locale, query),
    queryFn: ({ signal }) => call(endpoints.listCounselingClasses, { query }, { signal, overlay: false }),
  });

/** GET counseling-class/{id}/overview: the class and, per student the caller may read, their progress. */
export const classOverviewQuery = (locale: string, id: number) =>
  queryOptions({
    queryKey: workspaceKeys.overview(locale, id),
    queryFn: ({ signal }) =>
      call(endpoints.getCounselingClassOverview, { params: { id } }, { signal, overlay: false }),
    staleTime: 30_000,
  });

/** GET counseling-overview: the portal's rows (optionally one counselor's, parent's or student's). */
export const portalQuery = (locale: string, query: Partial<CounselingOverviewQuery>) =>
  queryOptions({
    queryKey: workspaceKeys.portal(locale, query),
    queryFn: ({ signal }) => call(endpoints.listCounselingOverview, { query }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

/** GET counseling-schools-type: a person's schools type (their own; anyone's for super-admin, else 404). */
export const schoolsTypeQuery = (username: string) =>
  queryOptions({
    queryKey: workspaceKeys.schoolsType(username),
    queryFn: ({ signal }) =>
      call(endpoints.getCounselingSchoolsType, { query: { username } }, { signal, overlay: false }),
  });

/** PUT counseling-schools-type. */
export const saveSchoolsType = (username: string, schoolsType: CounselingSchoolsType) =>
  call(endpoints.updateCounselingSchoolsType, { body: { username, schools_type: schoolsType } });
