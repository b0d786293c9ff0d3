import { z } from "zod";
import { okSchema } from "../accounts/accounts.schemas";
import { OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  createSchoolAliasSchema,
  createSchoolLinkSchema,
  createSchoolSchema,
  createSchoolTableSchema,
  schoolAliasExistQuerySchema,
  schoolAliasExistSchema,
  schoolAliasesBySchoolSchema,
  schoolAliasesSearchSchema,
  schoolAliasIdParamsSchema,
  schoolAliasListSchema,
  schoolAliasSchema,
  schoolDetailSchema,
  schoolIdParamsSchema,
  schoolImportIdParamsSchema,
  schoolImportSchema,
  schoolLinkIdParamsSchema,
  schoolLinkSchema,
  schoolNameSchema,
  schoolRefParamsSchema,
  schoolSearchQuerySchema,
  schoolSearchResultSchema,
  schoolTableIdParamsSchema,
  schoolTableInfoQuerySchema,
  schoolTableInfoSchema,
  schoolTableListSchema,
  schoolTableSchema,
  updateSchoolAliasSchema,
  updateSchoolSchema,
} from "./schools.schemas";

/** The largest Scorecard CSV an upload takes (the full institution file is ~70–200 MB). */
export const SCHOOL_IMPORT_MAX_BYTES = 300 * 1024 * 1024;

/** A file in a form (the server streams the part itself, so this types the web's call and checks nothing there). */
const formFile = () => z.custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob);

/**
 * Schools and their aliases (spec 03 §2 Schools, §7 "Schools and aliases"). Anyone signed in reads
 * schools (students and parents look schools up too); staff and admins add and edit schools, aliases,
 * links, comparison tables and imports.
 */

export const schoolEndpoints = defineEndpoints("schools", {
  searchSchools: {
    method: "GET",
    path: "/api/schools/search",
    access: "authenticated",
    summary: "Search schools by any alias in any language or script, with a counselor's filters",
    query: schoolSearchQuerySchema,
    response: schoolSearchResultSchema,
    errors: [401, 422],
  },
  getSchool: {
    method: "GET",
    path: "/api/schools/:id",
    access: "authenticated",
    summary: "A school by id or slug, with every figure's source and year",
    params: schoolRefParamsSchema,
    response: schoolDetailSchema,
    errors: [401, 404, 422],
  },
  createSchool: {
    method: "POST",
    path: "/api/schools",
    access: OFFICE,
    summary: "Add a school by hand (/schools/postcreator)",
    body: createSchoolSchema,
    response: schoolDetailSchema,
    errors: [401, 403, 409, 422],
  },
  updateSchool: {
    method: "PUT",
    path: "/api/schools/:id",
    access: OFFICE,
    summary: "Edit a school and its staff-entered figures (/schools/edit); a later import keeps them",
    params: schoolIdParamsSchema,
    body: updateSchoolSchema,
    response: schoolDetailSchema,
    errors: [401, 403, 404, 409, 422],
  },
  listSchoolAliases: {
    method: "GET",
    path: "/api/schools/:id/aliases",
    access: "authenticated",
    summary: "A school's aliases in every language",
    params: schoolIdParamsSchema,
    response: schoolAliasListSchema,
    errors: [401, 404, 422],
  },
  getSchoolName: {
    method: "GET",
    path: "/api/school/:id/name",
    access: "authenticated",
    summary: "A school's name in the request's language (its default alias first), else English",
    params: schoolIdParamsSchema,
    response: schoolNameSchema,
    errors: [401, 404, 422],
  },
  searchSchoolAliases: {
    method: "POST",
    path: "/api/school-aliases/search",
    access: "authenticated",
    summary: "The aliases of the given schools",
    body: schoolAliasesSearchSchema,
    response: schoolAliasesBySchoolSchema,
    errors: [401, 422],
  },
  createSchoolAlias: {
    method: "POST",
    path: "/api/school-aliases",
    access: OFFICE,
    summary:
      "Add an alias (one default per school and language; a name already taken is 409 with its school)",
    body: createSchoolAliasSchema,
    response: schoolAliasSchema,
    errors: [401, 403, 404, 409, 422],
  },
  updateSchoolAlias: {
    method: "PUT",
    path: "/api/school-aliases/:id",
    access: OFFICE,
    summary: "Rename an alias, change its language or make it the default",
    params: schoolAliasIdParamsSchema,
    body: updateSchoolAliasSchema,
    response: schoolAliasSchema,
    errors: [401, 403, 404, 409, 422],
  },
  deleteSchoolAlias: {
    method: "DELETE",
    path: "/api/school-aliases/:id",
    access: OFFICE,
    summary: "Remove an alias (a school's English name stays)",
    params: schoolAliasIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 409, 422],
  },
  getSchoolAliasesExist: {
    method: "GET",
    path: "/api/school-aliases/exist",
    access: OFFICE,
    summary: "Whether a name is already an alias, and of which school",
    query: schoolAliasExistQuerySchema,
    response: schoolAliasExistSchema,
    errors: [401, 403, 422],
  },
  createSchoolLink: {
    method: "POST",
    path: "/api/schools/:id/links",
    access: OFFICE,
    summary: "Attach a link to a school (admissions page, net-price calculator, virtual tour); http(s) only",
    params: schoolIdParamsSchema,
    body: createSchoolLinkSchema,
    response: schoolLinkSchema,
    errors: [401, 403, 404, 422],
  },
  deleteSchoolLink: {
    method: "DELETE",
    path: "/api/school-links/:id",
    access: OFFICE,
    summary: "Remove a school's link",
    params: schoolLinkIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  listSchoolTables: {
    method: "GET",
    path: "/api/school-tables",
    access: OFFICE,
    summary: "Saved comparison tables",
    response: schoolTableListSchema,
    errors: [401, 403],
  },
  createSchoolTable: {
    method: "POST",
    path: "/api/school-tables",
    access: OFFICE,
    summary: "Save a comparison table of chosen schools and figures",
    body: createSchoolTableSchema,
    response: schoolTableSchema,
    errors: [401, 403, 422],
  },
  deleteSchoolTable: {
    method: "DELETE",
    path: "/api/school-tables/:id",
    access: OFFICE,
    summary: "Remove a saved comparison table",
    params: schoolTableIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  createSchoolTableInfo: {
    method: "POST",
    path: "/api/school-table-info",
    access: OFFICE,
    summary: "The cells of a comparison: each chosen figure of each chosen school, with source and year",
    body: schoolTableInfoQuerySchema,
    response: schoolTableInfoSchema,
    errors: [401, 403, 422],
  },
  createSchoolsImport: {
    method: "POST",
    path: "/api/schools/import",
    access: OFFICE,
    summary:
      "Import a College Scorecard institution CSV (multipart field `file`, ≤ 300 MB; `year` such as 2022-23 when " +
      "the file name has none): answers at once with the running import, whose progress GET schools/imports/{id} reads",
    description:
      "Upserts by UNITID: new schools are added, known ones updated except the fields staff edited by hand; the " +
      "file's figures are written for its year (staff figures and figures the file lacks are kept). The year is the " +
      "file name's (MERGED2022_23_PP.csv → 2022-23), else `year`, else the current year.",
    form: z.object({ file: formFile(), year: z.string().optional() }),
    response: schoolImportSchema,
    errors: [401, 403, 413, 415, 422, 429],
  },
  getSchoolsImport: {
    method: "GET",
    path: "/api/schools/imports/:id",
    access: OFFICE,
    summary: "A Scorecard import's progress and report (inserted, updated, unchanged, skipped with reasons)",
    params: schoolImportIdParamsSchema,
    response: schoolImportSchema,
    errors: [401, 403, 404, 422],
  },
});
