import {
  type CounselingProfile,
  type CounselingProfileSection,
  type CounselingProfilesQuery,
  counselingProfileEndpoints as endpoints,
  type SaveCounselingProfileInput,
  type SelectorTitle,
} from "@edu/shared/counseling-profile";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/endpoint-client";

/**
 * Query keys carry the interface language where the server answers texts in it (option labels, country
 * names), so switching language reads them again.
 */
export const counselingKeys = {
  all: ["counseling-profile"] as const,
  profile: (studentId: number) => ["counseling-profile", "profile", studentId] as const,
  list: (query: Partial<CounselingProfilesQuery>) => ["counseling-profile", "list", query] as const,
  selector: (locale: string, title: SelectorTitle, keyword: string) =>
    ["counseling-profile", "selector", locale, title, keyword] as const,
  countries: (locale: string) => ["counseling-profile", "countries", locale] as const,
  student: (ref: StudentRef) => ["counseling-profile", "student", ref] as const,
};

/** How a route names the student: by username, or by the counseling class they are placed in. */
export type StudentRef = { username: string } | { sessionClassId: number };

/**
 * GET counseling-profiles filtered by username or counseling class: only students the caller may see come
 * back, so an empty answer is "not found" whatever the reason.
 */
export const studentsQuery = (ref: StudentRef) =>
  queryOptions({
    queryKey: counselingKeys.student(ref),
    queryFn: ({ signal }) =>
      call(
        endpoints.listCounselingProfiles,
        {
          query:
            "username" in ref
              ? { username: ref.username, page: 1, page_size: 20 }
              : { session_class_id: ref.sessionClassId, page: 1, page_size: 20 },
        },
        { signal, overlay: false },
      ),
    staleTime: 60_000,
  });

/** GET counseling-profile/{id}: every section with its version, and which sections the caller may save. */
export const profileQuery = (studentId: number) =>
  queryOptions({
    queryKey: counselingKeys.profile(studentId),
    queryFn: ({ signal }) =>
      call(endpoints.getCounselingProfile, { params: { id: studentId } }, { signal, overlay: false }),
  });

/** GET counseling-profiles: the students the caller may see (by keyword, username or counseling class). */
export const profilesQuery = (query: Partial<CounselingProfilesQuery>) =>
  queryOptions({
    queryKey: counselingKeys.list(query),
    queryFn: ({ signal }) => call(endpoints.listCounselingProfiles, { query }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

/** GET counseling-profile/selector: high schools, colleges, majors or states matching what is typed. */
export const selectorQuery = (locale: string, title: SelectorTitle, keyword: string) =>
  queryOptions({
    queryKey: counselingKeys.selector(locale, title, keyword),
    queryFn: ({ signal }) =>
      call(
        endpoints.getCounselingProfileSelector,
        { query: { selector_title: title, ...(keyword ? { keyword } : {}) } },
        { signal, overlay: false },
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** GET counseling-profile/country-selector: countries and calling codes in the interface language. */
export const countriesQuery = (locale: string) =>
  queryOptions({
    queryKey: counselingKeys.countries(locale),
    queryFn: ({ signal }) =>
      call(endpoints.getCounselingProfileCountrySelector, {}, { signal, overlay: false }),
    staleTime: 60 * 60_000,
  });

/** POST counseling-profile/{id}: one section, with the version the editor loaded (409 when stale). */
export function saveSection(
  studentId: number,
  section: CounselingProfileSection,
  version: number,
  data: unknown,
): Promise<CounselingProfile> {
  // The body is the section's own schema, chosen by `section` (a discriminated union on the wire).
  const body = { section, version, data } as SaveCounselingProfileInput;
  // Silent: the section form shows every failure itself (field errors at their fields, 409 as the newer copy).
  return call(
    endpoints.saveCounselingProfile,
    { params: { id: studentId }, body },
    { overlay: false, silent: true },
  );
}
