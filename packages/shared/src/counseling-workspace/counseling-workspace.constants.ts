import { COLLECTED_SCHOOL_TYPES } from "../counseling-schools/counseling-schools.constants";

/**
 * The counseling workspace (spec 03 §2 counseling entry, filter, portal, setCounselingSchoolsType): the
 * caller's counseling classes, a class's overview, the portal and the per-user schools type.
 */

/** How the reader stands to a class or a student (as counseling-profile's access rule says). */
export const CLASS_AS = ["student", "parent", "counselor", "admin"] as const;
export type ClassAs = (typeof CLASS_AS)[number];

/** counseling/filter/{roleType}/{userId}: whose classes or students to show. */
export const WORKSPACE_ROLE_TYPES = ["student", "parent", "teacher"] as const;
export type WorkspaceRoleType = (typeof WORKSPACE_ROLE_TYPES)[number];

/**
 * What a counseling class is: the reserved private kinds 3 counseling, 4 application counseling,
 * 5 mentoring program, or a class of a course session of type "counseling" ("course").
 */
export const COUNSELING_CLASS_KINDS = ["counseling", "application", "mentoring", "course"] as const;
export type CounselingClassKind = (typeof COUNSELING_CLASS_KINDS)[number];

/**
 * Spec 03 §2 "a counseling schools type" (chosen reading): which school list a person works from — our own
 * categories (DEFAULT) or one application service's list. The same values as a collected school's type.
 */
export const COUNSELING_SCHOOLS_TYPES = COLLECTED_SCHOOL_TYPES;
export type CounselingSchoolsType = (typeof COUNSELING_SCHOOLS_TYPES)[number];

/** A class overview and the portal show at most this many deadlines / open tasks per student. */
export const OVERVIEW_MAX_DEADLINES = 5;
export const OVERVIEW_MAX_TASKS = 5;

/** A deadline is the school's (for the chosen plan) or the counselor's internal one ahead of it. */
export const DEADLINE_KINDS = ["school", "internal"] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
