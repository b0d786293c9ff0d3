import { type Locale, resolveField } from "@edu/shared";
import { type CollectedSchool, planFlags } from "@edu/shared/counseling-schools";
import { toWireTime } from "../../http/wire-time";
import type { CollectedRow } from "./collected-read.repository";

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The application services a school takes, from its `application_platforms` figure (a list of names). */
function platformsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A row as the answer carries it: flags computed from the plan, never the password. */
export function toCollectedSchool(row: CollectedRow, locale: Locale): CollectedSchool {
  const flags = planFlags(row.decision_plan, row.application_type);
  return {
    id: row.id,
    student_user_id: row.student_user_id,
    student: {
      id: row.student_user_id,
      username: row.username,
      first_name: row.first_name,
      last_name: row.last_name,
    },
    session_class_id: row.session_class_id,
    school_id: row.school_id,
    school: {
      id: row.school_id,
      name: row.alias_1 ?? row.alias_2 ?? row.name_en,
      name_en: row.name_en,
      slug: row.slug,
      schoolyard: row.schoolyard,
      overview: resolveField(row.overview, row.translations, "overview", locale),
      third_service_schools: platformsOf(row.platforms),
    },
    category: row.category,
    is_applying: flag(row.is_applying),
    is_enrolled: flag(row.is_enrolled),
    application_type: row.application_type,
    application_portal: row.application_portal,
    decision_plan: row.decision_plan,
    has_ea1: flags.has_ea1,
    has_ea2: flags.has_ea2,
    has_ed1: flags.has_ed1,
    has_ed2: flags.has_ed2,
    has_rea: flags.has_rea,
    has_tr: flags.has_tr,
    application_submission_date: row.application_submission_date,
    financial_submission_date: row.financial_submission_date,
    application_status: row.application_status,
    admissions_result: row.admissions_result,
    type: row.type,
    login_field_username: row.login_field_username,
    has_login_password: flag(row.has_password),
    cycle: row.cycle,
    school_deadline:
      row.school_deadline && row.fact_year
        ? { date: row.school_deadline, fact_year: row.fact_year, estimated: flag(row.estimated) }
        : null,
    internal_deadline: row.internal_deadline,
    next_deadline: row.next_deadline,
    can_edit: flag(row.can_edit),
    created_at: toWireTime(row.created_at),
    updated_at: toWireTime(row.updated_at),
  };
}

/** What the audit log keeps of a row: no password, whether one is stored. */
export function auditView(row: Record<string, unknown> | undefined | null) {
  if (!row) return null;
  const { loginFieldPasswordSealed, ...rest } = row;
  return { ...rest, hasLoginPassword: Boolean(loginFieldPasswordSealed) };
}
