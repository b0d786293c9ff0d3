import { schoolEndpoints } from "@edu/shared/schools";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * A demo school (demo-schools.seed.ts), reached by its slug. The routes that take a numeric id have no
 * school id among the fixtures: they are asked about id 0, which fails validation (422) only once the
 * caller was let in (validation runs after the access check), and reads nothing.
 */
const DEMO_SCHOOL = "harvard-university";
const NOT_AN_ID = 0;

/** How the permission table (test/permissions) calls each schools route; who is let in is the declared access. */
export const schoolsProbes = defineProbes(schoolEndpoints, {
  // Reading: anyone signed in.
  searchSchools: {
    allowed: 200,
    request: () => ({ url: "/api/schools/search?keyword=harvard&sort=ranking" }),
  },
  getSchool: { allowed: 200, request: () => ({ url: `/api/schools/${DEMO_SCHOOL}` }) },
  getSchoolName: { allowed: 422, request: () => ({ url: `/api/school/${NOT_AN_ID}/name` }) },
  listSchoolAliases: { allowed: 422, request: () => ({ url: `/api/schools/${NOT_AN_ID}/aliases` }) },
  // Ids that are no school answer an empty group or column: the route still answers 200.
  searchSchoolAliases: { allowed: 200, request: () => ({ body: { schools: [1, 2, 3] } }) },
  createSchoolTableInfo: {
    allowed: 200,
    request: () => ({ body: { school_ids: [1, 2], keys: ["admission_rate", "cost_of_attendance"] } }),
  },
});

/**
 * The staff's writes. A valid write would change the demo schools the rest of the table reads, and the
 * routes taking an id have none among the fixtures: they are asked with a body or id that fails validation
 * (422), which proves the caller was let in and writes nothing.
 */
export const schoolEditProbes = defineProbes(schoolEndpoints, {
  createSchool: { allowed: 422, request: () => EMPTY_BODY },
  updateSchool: {
    allowed: 422,
    request: () => ({ url: `/api/schools/${NOT_AN_ID}`, body: { city: "Nowhere" } }),
  },
  createSchoolAlias: { allowed: 422, request: () => EMPTY_BODY },
  updateSchoolAlias: { allowed: 422, request: () => ({ url: `/api/school-aliases/${NOT_AN_ID}`, body: {} }) },
  deleteSchoolAlias: { allowed: 422, request: () => ({ url: `/api/school-aliases/${NOT_AN_ID}` }) },
  getSchoolAliasesExist: {
    allowed: 200,
    request: () => ({ url: `/api/school-aliases/exist?keyword=${encodeURIComponent("哈佛大學")}` }),
  },
  createSchoolLink: {
    allowed: 422,
    request: () => ({
      url: `/api/schools/${NOT_AN_ID}/links`,
      body: { kind: "admissions", url: "https://x.test/" },
    }),
  },
  deleteSchoolLink: { allowed: 422, request: () => ({ url: `/api/school-links/${NOT_AN_ID}` }) },
  listSchoolTables: { allowed: 200 },
  createSchoolTable: { allowed: 422, request: () => EMPTY_BODY },
  deleteSchoolTable: { allowed: 422, request: () => ({ url: `/api/school-tables/${NOT_AN_ID}` }) },
});

/** The Scorecard import: a form without its file is refused (422) once the caller is let in; nothing is read. */
export const schoolImportProbes = defineProbes(schoolEndpoints, {
  createSchoolsImport: { allowed: 422, request: () => ({ multipart: [{ name: "note", value: "no file" }] }) },
  getSchoolsImport: { allowed: 422, request: () => ({ url: `/api/schools/imports/${NOT_AN_ID}` }) },
});
