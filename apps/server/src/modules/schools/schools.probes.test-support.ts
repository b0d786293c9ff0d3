import { schoolEndpoints } from "@edu/shared/schools";
import { defineProbes } from "../../../test/permissions/probe-kit";

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
