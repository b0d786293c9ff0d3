import {
  type ApplicationType,
  type CollectedSchoolEdit,
  type DecisionPlan,
  FLAG_OF_PLAN,
  PLAN_FLAGS,
  type PlanFlag,
  planFlags,
} from "@edu/shared/counseling-schools";
import { AppError, type FieldErrors } from "../../http/app-error";
import type { CounselingSchoolRow } from "./counseling-schools.table";

export type RowPatch = Partial<
  Omit<CounselingSchoolRow, "id" | "studentUserId" | "schoolId" | "createdAt" | "createdBy">
>;

const planOfFlag = (flag: PlanFlag): DecisionPlan =>
  (Object.entries(FLAG_OF_PLAN).find(([, value]) => value === flag)?.[0] ?? "rd") as DecisionPlan;

/**
 * The plan and application type an edit leaves, from `decision_plan`/`application_type` when sent, else
 * from the spec's flags (one plan flag set chooses that plan; the current plan's flag sent as 0 clears it;
 * has_tr chooses transfer). Any flag sent that disagrees with the result is refused: the server computes
 * the flags and never stores a client's.
 */
export function resolvePlan(
  current: { plan: DecisionPlan | null; type: ApplicationType | null },
  input: CollectedSchoolEdit,
): { plan: DecisionPlan | null; type: ApplicationType | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let plan = input.decision_plan !== undefined ? input.decision_plan : current.plan;
  let type = input.application_type !== undefined ? input.application_type : current.type;
  const sent = PLAN_FLAGS.filter((flag) => input[flag] !== undefined);
  if (input.decision_plan === undefined && sent.length > 0) {
    const on = sent.filter((flag) => input[flag]);
    const [first, second] = on;
    if (second) errors[second] = ["v.cs_one_plan"];
    else if (first) plan = planOfFlag(first);
    else if (plan && sent.some((flag) => FLAG_OF_PLAN[plan as DecisionPlan] === flag)) plan = null;
  }
  if (input.has_tr !== undefined && input.application_type === undefined)
    type = input.has_tr ? "transfer" : type === "transfer" ? "freshman" : type;
  if (Object.keys(errors).length === 0) {
    const flags = planFlags(plan, type);
    for (const flag of [...PLAN_FLAGS, "has_tr"] as const) {
      const given = input[flag];
      if (given !== undefined && (given ? 1 : 0) !== flags[flag]) errors[flag] = ["v.cs_flag_disagrees"];
    }
  }
  return { plan, type, errors };
}

/** The columns an edit changes (password sealing and class checks are the service's). */
export function patchOf(
  current: { plan: DecisionPlan | null; type: ApplicationType | null },
  input: CollectedSchoolEdit,
): RowPatch {
  const { plan, type, errors } = resolvePlan(current, input);
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  const patch: RowPatch = { decisionPlan: plan, applicationType: type };
  if (input.category !== undefined) patch.category = input.category;
  if (input.is_applying !== undefined) patch.isApplying = input.is_applying;
  if (input.is_enrolled !== undefined) patch.isEnrolled = input.is_enrolled;
  if (input.application_portal !== undefined) patch.applicationPortal = input.application_portal;
  if (input.application_submission_date !== undefined)
    patch.applicationSubmissionDate = input.application_submission_date;
  if (input.financial_submission_date !== undefined)
    patch.financialSubmissionDate = input.financial_submission_date;
  if (input.application_status !== undefined) patch.applicationStatus = input.application_status;
  if (input.admissions_result !== undefined) patch.admissionsResult = input.admissions_result;
  if (input.type !== undefined) patch.type = input.type;
  if (input.login_field_username !== undefined) patch.loginFieldUsername = input.login_field_username;
  if (input.cycle !== undefined) patch.cycle = input.cycle;
  if (input.internal_deadline !== undefined) patch.internalDeadline = input.internal_deadline;
  return patch;
}

/** Whether an edit touches what the internal-deadline rule reads. */
export const touchesDeadline = (input: CollectedSchoolEdit): boolean =>
  [
    input.internal_deadline,
    input.decision_plan,
    input.application_type,
    input.cycle,
    ...PLAN_FLAGS.map((flag) => input[flag]),
    input.has_tr,
  ].some((value) => value !== undefined);
