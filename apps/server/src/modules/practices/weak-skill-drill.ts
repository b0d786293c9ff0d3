import { DRILL_MIN_ANSWERED, DRILL_SKILLS, type WeakSkillDrill } from "@edu/shared/practices";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, isStaff, isSuperAdmin } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import type { TeacherStudentCheck } from "../profiles";
import { testAnswers, testAttempts, testForms, testFormVersions } from "../test-engine";
import { users } from "../users/users.table";
import { createPractice, publishPractice } from "./practices.service";
import { practices } from "./practices.table";

/**
 * The weak-skill drill (issue 33, beyond the peers). In SQL:
 * - accuracy per skill over the student's answered, automatically scored items of their submitted attempts
 *   (each answer counts; "partial" is not right), skills with at least DRILL_MIN_ANSWERED answers only;
 *   the three with the lowest accuracy (ties: more answers first, then the key);
 * - for each, bank questions of that skill the student has never answered, on the bank form itself or on a
 *   practice's copy of it (`f<form>-<key>`, practice-form.ts); an item of two weak skills goes to the weaker.
 */
type SkillRow = { key: string; answered: number; correct: number };
type PickRow = { skill: string; form_id: number; item_key: string; title: string | null };

export function weakestSkills(db: DbOrTx, studentId: number) {
  return queryRows<SkillRow>(
    db,
    sql`with answered as (
      select a.form_version_id, si.item->>'key' as key, si.item->>'state' as state
      from ${testAttempts} a
      cross join lateral jsonb_array_elements(a.scores->'items') si(item)
      where a.user_id = ${studentId} and a.state in ('submitted', 'graded')
        and si.item->>'state' in ('correct', 'partial', 'incorrect')
        and coalesce((si.item->>'unscored')::boolean, false) = false
    ), version_items as (
      select v.id as version_id, i.item->>'key' as key, i.item->'skills' as skills
      from ${testFormVersions} v
      cross join lateral jsonb_array_elements(v.document->'sections') s(section)
      cross join lateral jsonb_array_elements(s.section->'modules') m(module)
      cross join lateral jsonb_array_elements(m.module->'items') i(item)
      where v.id in (select distinct form_version_id from answered)
    )
    select sk.skill as key, count(*)::int as answered, (count(*) filter (where ans.state = 'correct'))::int as correct
    from answered ans
    join version_items vi on vi.version_id = ans.form_version_id and vi.key = ans.key
    cross join lateral jsonb_array_elements_text(coalesce(vi.skills, '[]'::jsonb)) sk(skill)
    group by sk.skill
    having count(*) >= ${DRILL_MIN_ANSWERED}
    order by (count(*) filter (where ans.state = 'correct'))::float8 / count(*), count(*) desc, sk.skill
    limit ${DRILL_SKILLS}`,
  );
}

export function unseenQuestions(db: DbOrTx, studentId: number, skills: string[], perSkill: number) {
  const ranked = sql.join(
    skills.map((skill, rank) => sql`(${skill}::text, ${rank}::int)`),
    sql`, `,
  );
  return queryRows<PickRow>(
    db,
    sql`with weak(skill, rank) as (values ${ranked}),
    seen as (
      select v.form_id, t.item_key
      from ${testAnswers} t
      join ${testAttempts} a on a.id = t.attempt_id
      join ${testFormVersions} v on v.id = a.form_version_id
      where a.user_id = ${studentId}
    ), bank as (
      select f.id as form_id, i.item->>'key' as item_key, w.skill, w.rank, s.sn, m.mn, i.n,
        (select t->'title'->>'en' from jsonb_array_elements(v.document->'taxonomy'->'skills') t
          where t->>'key' = w.skill limit 1) as title
      from ${testForms} f
      join lateral (select v.document from ${testFormVersions} v where v.form_id = f.id
        order by v.version desc limit 1) v on true
      cross join lateral jsonb_array_elements(v.document->'sections') with ordinality s(section, sn)
      cross join lateral jsonb_array_elements(s.section->'modules') with ordinality m(module, mn)
      cross join lateral jsonb_array_elements(m.module->'items') with ordinality i(item, n)
      join weak w on i.item->'skills' @> jsonb_build_array(w.skill)
      where f.status = 'published' and not exists (select 1 from ${practices} p where p.form_id = f.id)
        and not exists (select 1 from seen where seen.form_id = f.id and seen.item_key = i.item->>'key')
        and not exists (select 1 from seen join ${practices} p on p.form_id = seen.form_id
          where seen.item_key = left('f' || f.id || '-' || (i.item->>'key'), 64))
    ), one_skill as (
      select distinct on (form_id, item_key) * from bank order by form_id, item_key, rank
    ), numbered as (
      select *, row_number() over (partition by skill order by form_id desc, sn, mn, n) as k from one_skill
    )
    select skill, form_id, item_key, title from numbered where k <= ${perSkill}
    order by rank, form_id desc, sn, mn, n`,
  );
}

export async function buildWeakSkillDrill(
  db: DbOrTx,
  actor: Actor,
  body: WeakSkillDrill,
  isTeacherOfStudent: TeacherStudentCheck,
) {
  const [student] = await queryRows<{ username: string }>(
    db,
    sql`select username::text as username from ${users} where id = ${body.student_id}`,
  );
  const mayAsk =
    isSuperAdmin(actor) || isStaff(actor) || (await isTeacherOfStudent(db, actor.id, body.student_id));
  if (!student || !mayAsk) throw notFound();
  const weak = await weakestSkills(db, body.student_id);
  if (weak.length === 0) throw conflict("pr_drill_no_skills");
  const picks = await unseenQuestions(
    db,
    body.student_id,
    weak.map((skill) => skill.key),
    body.questions_per_skill,
  );
  if (picks.length === 0) throw conflict("pr_drill_no_skills");
  const sections = weak.flatMap((skill) => {
    const items = picks.filter((pick) => pick.skill === skill.key);
    const title = items[0]?.title ?? skill.key;
    return items.length === 0
      ? []
      : [{ title, items: items.map((pick) => ({ form_id: Number(pick.form_id), item_key: pick.item_key })) }];
  });
  return db.transaction(async (tx) => {
    const made = await createPractice(tx, actor, {
      name: `${student.username} · ${sections.map((section) => section.title).join(", ")}`.slice(0, 200),
      duration_minutes: body.duration_minutes,
      due_date: body.due_date,
      scoring: "percent",
      score_table: [],
      show_after: "explanations",
      break_seconds: 0,
      share: "private",
      who_can_use: {
        user_ids: [...new Set([body.student_id, ...body.user_ids])],
        class_ids: body.class_ids,
        tag_ids: [],
      },
      who_can_edit: { user_ids: [], class_ids: [], tag_ids: [] },
      sections,
    });
    const published = await publishPractice(tx, actor, made.data.id);
    return {
      data: published.data,
      skills: weak.map((skill) => ({
        key: skill.key,
        answered: skill.answered,
        correct: skill.correct,
        accuracy: Math.round((skill.correct / skill.answered) * 1000) / 1000,
        picked: picks.filter((pick) => pick.skill === skill.key).length,
      })),
    };
  });
}
