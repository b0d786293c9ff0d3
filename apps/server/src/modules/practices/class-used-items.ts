import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { fieldError } from "../../http/app-error";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes/classes.table";
import { testAssignments } from "../test-assignments/test-assignments.table";
import { testAttempts, testFormVersions } from "../test-engine/test-engine.table";
import { fullPracticeSharers, fullPractices } from "./full-practices.table";
import { practiceSharers, practices } from "./practices.table";

/**
 * The bank's "not yet used by this class" (issue 33). A bank item is used by class C when:
 * - it is in a practice given to C: C on the practice's "who can use" list, or on the list of a full
 *   practice that has the practice as a section;
 * - it is in a practice any student placed in C has an attempt at (started or submitted);
 * - its bank form itself was given to C or taken by one of C's students: a test assignment to C, or an
 *   attempt at the form by a placed student (the whole form counts: the student was handed all of it).
 * A practice's form assigned to C counts as a practice given to it. Students are those placed in C now.
 * Written as conditions on the bank query's `f` (the form) and `i` (the item), so list and count share them.
 */
export function notUsedByClass(classId: number): SQL {
  const students = sql`select t.student_user_id from ${studentClassTickets} t where t.session_class_id = ${classId}`;
  const takenForms = sql`select v.form_id from ${testAttempts} a
    join ${testFormVersions} v on v.id = a.form_version_id
    where a.user_id in (${students})`;
  const assignedForms = sql`select ta.form_id from ${testAssignments} ta where ta.session_class_id = ${classId}`;
  const givenPractices = sql`select p.sections from ${practices} p where
    exists (select 1 from ${practiceSharers} s where s.practice_id = p.id and s.can = 'use'
      and s.target = 'class' and s.target_id = ${classId})
    or exists (select 1 from ${fullPractices} fp join ${fullPracticeSharers} s on s.full_practice_id = fp.id
      where fp.practice_ids @> jsonb_build_array(p.id) and s.can = 'use' and s.target = 'class'
        and s.target_id = ${classId})
    or p.form_id in (${assignedForms}) or p.form_id in (${takenForms})`;
  return sql`not exists (select 1 from (${givenPractices}) gp
      cross join lateral jsonb_array_elements(gp.sections) ps(section)
      cross join lateral jsonb_array_elements(ps.section->'items') pi(ref)
      where (pi.ref->>'form_id')::int = f.id and pi.ref->>'item_key' = i.item->>'key')
    and f.id not in (${assignedForms})
    and f.id not in (${takenForms})`;
}

/**
 * A class the actor may filter the bank by: staff and super-admin any class, others a class they teach
 * (teacher or TA). Anything else reads as unknown (an id tells nothing): 422 on `class_id`.
 */
export async function assertFilterClass(db: DbOrTx, actor: Actor, classId: number) {
  const teaches = sql`exists (select 1 from ${sessionClassTeachers} ct
    where ct.session_class_id = c.id and ct.user_id = ${actor.id})`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from ${sessionClasses} c
      where c.id = ${classId} and ${isStaff(actor) || isSuperAdmin(actor) ? sql`true` : teaches}`,
  );
  if (!row) throw fieldError("class_id", "v.pr_class_unknown");
}
