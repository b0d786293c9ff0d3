import { type TestForm, timeLimitsOf } from "@edu/shared/test-engine";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import type { TestFormStartGrant } from "../../module-deps";
import { startAttempt, testAnswers, testAttempts, testForms, testFormVersions } from "../test-engine";
import { readableSitting, type Sitting } from "./toefl-access";
import { transcriptFacts, transcriptOf } from "./transcript-view";

/** GET toefls, POST toefls/get-exam-id, GET toefls/answers (spec 03 §7). */

type FormRow = { id: number; key: string; isPublic: boolean; document: TestForm };

/** Published TOEFL forms with their latest version's document (a handful: read whole, paged here). */
async function publishedToeflForms(db: DbOrTx): Promise<FormRow[]> {
  return db
    .select({
      id: testForms.id,
      key: testForms.key,
      isPublic: testForms.isPublic,
      document: testFormVersions.document,
    })
    .from(testForms)
    .innerJoin(testFormVersions, eq(testFormVersions.formId, testForms.id))
    .where(
      and(
        eq(testForms.testType, "TOEFL"),
        eq(testForms.status, "published"),
        eq(
          testFormVersions.version,
          sql`(select max(v.version) from ${testFormVersions} v where v.form_id = ${testForms.id})`,
        ),
      ),
    )
    .orderBy(asc(testForms.id));
}

/** Whether the caller may start the form now: public, a start grant (assigned, admitted), or an author. */
async function mayTake(
  db: DbOrTx,
  actor: Actor,
  form: FormRow,
  grants: readonly TestFormStartGrant[],
  now: Date,
) {
  if (form.isPublic || hasRole(actor, "test-editor")) return true;
  for (const grant of grants) if (await grant(db, { userId: actor.id, formId: form.id, now })) return true;
  return false;
}

export async function listToefls(
  db: DbOrTx,
  actor: Actor,
  query: { page: number; page_size: number },
  grants: readonly TestFormStartGrant[],
  now = new Date(),
) {
  const forms = await publishedToeflForms(db);
  const attempts = await db
    .select({ attempt: testAttempts, formId: testFormVersions.formId, form: testFormVersions.document })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .where(
      and(
        eq(testAttempts.userId, actor.id),
        inArray(testFormVersions.formId, forms.length ? forms.map((f) => f.id) : [0]),
      ),
    )
    .orderBy(desc(testAttempts.id));
  const taken = new Set(attempts.map((a) => a.formId));
  const visible: FormRow[] = [];
  for (const form of forms)
    if (taken.has(form.id) || (await mayTake(db, actor, form, grants, now))) visible.push(form);
  const page = visible.slice((query.page - 1) * query.page_size, query.page * query.page_size);
  const sittings: Sitting[] = attempts
    .filter((a) => page.some((f) => f.id === a.formId))
    .map((a) => ({
      attempt: a.attempt,
      formId: a.formId,
      formKey: page.find((f) => f.id === a.formId)?.key ?? "",
      form: a.form,
    }));
  const facts = await transcriptFacts(db, sittings);
  const data = page.map((form) => {
    const limits = timeLimitsOf(form.document);
    return {
      form_id: form.id,
      key: form.key,
      title: form.document.title,
      description: form.document.description ?? null,
      timing: form.document.settings.timing,
      total_seconds: limits.total_seconds,
      sections: form.document.sections.map((section) => {
        const seconds = section.modules.map((m) => limits.modules[m.key] ?? null);
        return {
          key: section.key,
          title: section.title,
          items: section.modules.reduce((all, m) => all + m.items.length, 0),
          seconds: seconds.some((s) => s === null) ? null : (seconds as number[]).reduce((a, b) => a + b, 0),
        };
      }),
      sittings: sittings
        .filter((s) => s.formId === form.id)
        .map((s) => {
          const transcript = transcriptOf(s, facts);
          return {
            exam_id: s.attempt.id,
            state: transcript.state,
            started_at: toWireTime(s.attempt.startedAt),
            submitted_at: toWireTimeOrNull(s.attempt.submittedAt),
            total: transcript.total,
            band: transcript.band,
          };
        }),
    };
  });
  return toPage(data, visible.length, query.page, query.page_size);
}

/**
 * Start a sitting, or resume the caller's unfinished one of the same form: one in-progress sitting per
 * student and form (a second tab or a double click resumes rather than starting over). A per-student
 * advisory lock makes two concurrent calls agree.
 */
export async function getExamId(
  db: DbOrTx,
  actor: Actor,
  formId: number,
  grants: readonly TestFormStartGrant[],
) {
  return db.transaction(async (tx) => {
    const [form] = await tx
      .select({ id: testForms.id })
      .from(testForms)
      .where(and(eq(testForms.id, formId), eq(testForms.testType, "TOEFL")));
    if (!form) throw notFound();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('toefl-sitting'), ${actor.id})`);
    const [open] = await tx
      .select({ id: testAttempts.id, state: testAttempts.state })
      .from(testAttempts)
      .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
      .where(
        and(
          eq(testAttempts.userId, actor.id),
          eq(testFormVersions.formId, formId),
          eq(testAttempts.state, "in_progress"),
        ),
      )
      .orderBy(desc(testAttempts.id))
      .limit(1);
    if (open) return { data: { exam_id: open.id, resumed: 1 as const, state: open.state } };
    const started = await startAttempt(tx, actor, { form_id: formId, skip_sections: [] }, undefined, grants);
    return { data: { exam_id: started.data.id, resumed: 0 as const, state: started.data.state } };
  });
}

/** The answers saved so far (the student, and whoever may read the sitting's transcript). */
export async function listAnswers(db: DbOrTx, actor: Actor, examId: number) {
  const { attempt } = await readableSitting(db, actor, examId);
  const rows = await db
    .select()
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attempt.id))
    .orderBy(asc(testAnswers.id));
  return {
    data: {
      exam_id: attempt.id,
      state: attempt.state,
      responses: rows.map((row) => ({
        item_key: row.itemKey,
        item_version: row.itemVersion,
        response: row.response,
        answered_at: toWireTime(row.answeredAt),
      })),
    },
  };
}
