import type { ItemKind, ItemResponse } from "@edu/shared/test-engine";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { studentClassTickets } from "../classes";
import { testAnswers, testAttempts, testFormVersions } from "../test-engine";
import { users } from "../users";
import type { StudentRow } from "./analysis-access";
import { itemSecondsCtes } from "./analysis-sql";

/** The student when placed in the class (else null: the class's analysis names its own students only). */
export async function placedStudent(db: DbOrTx, classId: number, studentId: number) {
  const [row] = await queryRows<StudentRow>(
    db,
    sql`select u.id, u.username::text as username, u.first_name, u.last_name from ${users} u
    where u.id = ${studentId} and exists (select 1 from ${studentClassTickets} t
      where t.session_class_id = ${classId} and t.student_user_id = u.id)`,
  );
  return row ?? null;
}

export type StudentAnswerRow = {
  item_key: string;
  module: string;
  kind: ItemKind;
  unscored: boolean;
  state: "correct" | "partial" | "incorrect" | "unanswered" | "pending" | "graded";
  response: ItemResponse | null;
  seconds: number | null;
};
export type LatestAttempt = { attempt_id: number; submitted_at: Date; items: StudentAnswerRow[] };

/**
 * The student's latest submitted attempt of the form (the one the class's per-question numbers count), each
 * item met in the form's order with the state written at submit, the saved response and the seconds.
 */
export async function latestAnswers(db: DbOrTx, studentId: number, formId: number, now: Date) {
  const [row] = await queryRows<LatestAttempt>(
    db,
    sql`with att as (
      select a.id, a.scores, a.submitted_at
      from ${testAttempts} a join ${testFormVersions} v on v.id = a.form_version_id
      where a.user_id = ${studentId} and v.form_id = ${formId} and a.state <> 'in_progress'
      order by a.submitted_at desc, a.id desc limit 1
    ),
    ${itemSecondsCtes(sql`select id from att`, now)}
    select att.id as attempt_id, att.submitted_at, (
      select coalesce(json_agg(x order by x.n), '[]'::json) from (
        select i.n, i.v->>'key' as item_key, i.v->>'module' as module, i.v->>'kind' as kind,
          (i.v->>'unscored')::boolean as unscored, i.v->>'state' as state, ans.response, s.seconds
        from jsonb_array_elements(att.scores->'items') with ordinality i(v, n)
        left join ${testAnswers} ans on ans.attempt_id = att.id and ans.item_key = i.v->>'key'
        left join item_seconds s on s.attempt_id = att.id and s.item_key = i.v->>'key'
      ) x
    ) as items
    from att`,
  );
  return row ?? null;
}
