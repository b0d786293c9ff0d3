import { schoolEndpoints as endpoints } from "@edu/shared/schools";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type EndpointBody } from "../../../../lib/endpoint-client";

/** Every school query starts with "schools": a staff change refreshes the school pages too. */
export const schoolStaffKeys = {
  all: ["schools"] as const,
  pick: (keyword: string) => ["schools", "search", "pick", keyword] as const,
  detail: (id: number) => ["schools", "detail", String(id)] as const,
  aliases: (id: number) => ["schools", "aliases", id] as const,
  aliasExists: (keyword: string) => ["schools", "alias-exists", keyword] as const,
};

export const schoolPickQuery = (keyword: string) =>
  queryOptions({
    queryKey: schoolStaffKeys.pick(keyword),
    queryFn: ({ signal }) =>
      call(endpoints.searchSchools, { query: { keyword, page_size: 10 } }, { signal, overlay: false }),
    placeholderData: keepPreviousData,
  });

export const schoolDetailQuery = (id: number) =>
  queryOptions({
    queryKey: schoolStaffKeys.detail(id),
    queryFn: ({ signal }) =>
      call(endpoints.getSchool, { params: { id: String(id) } }, { signal, overlay: false }),
  });

export const schoolAliasesQuery = (id: number) =>
  queryOptions({
    queryKey: schoolStaffKeys.aliases(id),
    queryFn: ({ signal }) =>
      call(endpoints.listSchoolAliases, { params: { id } }, { signal, overlay: false }),
  });

export const aliasExistsQuery = (keyword: string) =>
  queryOptions({
    queryKey: schoolStaffKeys.aliasExists(keyword),
    queryFn: ({ signal }) =>
      call(endpoints.getSchoolAliasesExist, { query: { keyword } }, { signal, overlay: false, silent: true }),
  });

// Writes answer their refusals (409 names the school a name belongs to, 422) on the form itself.
const quiet = { silent: true } as const;

export const createSchoolAlias = (body: EndpointBody<typeof endpoints.createSchoolAlias>) =>
  call(endpoints.createSchoolAlias, { body }, quiet);
export const updateSchoolAlias = (id: number, body: EndpointBody<typeof endpoints.updateSchoolAlias>) =>
  call(endpoints.updateSchoolAlias, { params: { id }, body }, quiet);
export const deleteSchoolAlias = (id: number) => call(endpoints.deleteSchoolAlias, { params: { id } }, quiet);

export const createSchoolLink = (schoolId: number, body: EndpointBody<typeof endpoints.createSchoolLink>) =>
  call(endpoints.createSchoolLink, { params: { id: schoolId }, body }, quiet);
export const deleteSchoolLink = (id: number) => call(endpoints.deleteSchoolLink, { params: { id } }, quiet);

export const createSchool = (body: EndpointBody<typeof endpoints.createSchool>) =>
  call(endpoints.createSchool, { body }, quiet);
export const updateSchool = (id: number, body: EndpointBody<typeof endpoints.updateSchool>) =>
  call(endpoints.updateSchool, { params: { id }, body }, quiet);

/**
 * POST schools/import: the Scorecard file (and the year when its name has none), answered at once with the
 * running import. The panel shows its own progress, so no page overlay for an upload of minutes.
 */
export const startSchoolsImport = (file: File, year: string | undefined) =>
  call(endpoints.createSchoolsImport, { form: { file, year } }, { ...quiet, overlay: false });

/** Not under "schools": refreshing the school pages after an import does not read the report again. */
export const schoolImportKey = (id: number) => ["school-imports", id] as const;

export const schoolImportQuery = (id: number) =>
  queryOptions({
    queryKey: schoolImportKey(id),
    queryFn: ({ signal }) =>
      call(endpoints.getSchoolsImport, { params: { id } }, { signal, overlay: false, silent: true }),
  });
