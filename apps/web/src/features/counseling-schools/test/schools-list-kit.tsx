import { accountEndpoints } from "@edu/shared";
import type { CollectedSchool, CollectedSchoolType } from "@edu/shared/counseling-schools";
import { counselingWorkspaceEndpoints } from "@edu/shared/counseling-workspace";
import { aUser } from "../../../test/fixtures/people";
import { type EndpointStub, on } from "../../../test/stub-endpoints";
import {
  aStudentRow,
  closePage,
  openPage,
  pageOf,
  STUDENT,
  sent,
  studentsStub,
} from "../../counseling-profile/test/workspace-page-kit";

export { aStudentRow, closePage, openPage, pageOf, STUDENT, sent, studentsStub };

/** A collected school of 王美玲 as a zh-TW-less (English) reader gets it: Berkeley, ED I, fit. */
export function aCollected(patch: Partial<CollectedSchool> = {}): CollectedSchool {
  return {
    id: 501,
    student_user_id: STUDENT.id,
    student: STUDENT,
    session_class_id: 77,
    school_id: 9,
    school: {
      id: 9,
      name: "University of California-Berkeley",
      name_en: "University of California-Berkeley",
      slug: "uc-berkeley",
      schoolyard: "",
      overview: "",
      third_service_schools: ["common_app"],
    },
    category: "fit",
    is_applying: 1,
    is_enrolled: 0,
    application_type: "freshman",
    application_portal: "california_app",
    decision_plan: "ed1",
    has_ea1: 0,
    has_ea2: 0,
    has_ed1: 1,
    has_ed2: 0,
    has_rea: 0,
    has_tr: 0,
    application_submission_date: null,
    financial_submission_date: null,
    application_status: "in_progress",
    admissions_result: null,
    type: "DEFAULT",
    login_field_username: "meiling@example.com",
    has_login_password: 1,
    cycle: "2026-27",
    school_deadline: { date: "2026-11-01", fact_year: "2025-26", estimated: 1 },
    internal_deadline: "2026-10-20",
    next_deadline: "2026-10-20",
    can_edit: 1,
    created_at: "2026-09-01T08:00:00.000Z",
    updated_at: "2026-09-01T08:00:00.000Z",
    ...patch,
  };
}

/** The signed-in counselor (POST /api/me) and their own counseling schools type (null: not set yet). */
export const viewerStubs = (schoolsType: CollectedSchoolType | null = null): EndpointStub[] => [
  on(accountEndpoints.getMe, aUser({ id: 9, username: "lin", all_roles: ["teacher"] })),
  on(counselingWorkspaceEndpoints.getCounselingSchoolsType, ({ query }) => ({
    user_id: 9,
    username: query.get("username") ?? "",
    schools_type: schoolsType,
    updated_at: schoolsType ? "2026-11-28T08:00:00.000Z" : null,
  })),
];
