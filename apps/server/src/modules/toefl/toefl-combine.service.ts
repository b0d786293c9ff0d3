import type { CombineBody } from "@edu/shared/toefl";
import { and, desc, eq, ilike, inArray, max, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { users } from "../users";
import { type ToeflCombinedRow, toeflCombinedTranscripts } from "./toefl.table";
import { mayManageStudent, mayReadStudent, readableStudents, type Sitting } from "./toefl-access";
import { peopleById, personOf, sectionBand, totalOf, transcriptFacts, transcriptOf } from "./transcript-view";

/** GET and POST toefls/transcripts/combine, GET toefls/transcripts/taken-exam-users (spec 03 §7). */

/** The student's submitted TOEFL sittings, oldest first (the named ones, each of which must be theirs). */
async function sittingsOfStudent(db: DbOrTx, studentId: number, examIds: readonly number[] | undefined) {
  const rows: Sitting[] = await db
    .select({
      attempt: testAttempts,
      formId: testForms.id,
      formKey: testForms.key,
      form: testFormVersions.document,
    })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(
      and(
        eq(testAttempts.userId, studentId),
        eq(testForms.testType, "TOEFL"),
        ne(testAttempts.state, "in_progress"),
        examIds?.length ? inArray(testAttempts.id, [...examIds]) : undefined,
      ),
    )
    .orderBy(testAttempts.submittedAt, testAttempts.id);
  examIds?.forEach((id, index) => {
    if (!rows.some((row) => row.attempt.id === id))
      throw fieldError(`exam_ids.${index}`, "v.toefl_not_student_sitting");
  });
  return rows;
}

/**
 * Each section's best score over the sittings (overrides included), with the sitting it came from; a tie
 * keeps the earlier sitting (the first time the student reached it). The total sums the best sections
 * with the newest sitting's form's composite (its range and 1–6 bands).
 */
async function bestOf(db: DbOrTx, sittings: Sitting[]) {
  const facts = await transcriptFacts(db, sittings);
  const best = new Map<
    string,
    {
      key: string;
      title: Sitting["form"]["title"];
      score: number | null;
      exam_id: number | null;
      submitted_at: string | null;
      sitting: Sitting | null;
    }
  >();
  for (const sitting of sittings) {
    const transcript = transcriptOf(sitting, facts);
    for (const section of transcript.sections) {
      const held = best.get(section.key);
      if (!held)
        best.set(section.key, {
          key: section.key,
          title: section.title,
          score: null,
          exam_id: null,
          submitted_at: null,
          sitting: null,
        });
      const current = best.get(section.key);
      if (current && section.score !== null && (current.score === null || section.score > current.score))
        Object.assign(current, {
          score: section.score,
          exam_id: sitting.attempt.id,
          submitted_at: transcript.submitted_at,
          sitting,
        });
    }
  }
  const newest = sittings.at(-1);
  const sections = [...best.values()].map(({ sitting, ...section }) => ({
    ...section,
    band: sitting ? sectionBand(sitting.form, section.key, section.score) : null,
  }));
  const scores = new Map(sections.map((s) => [s.key, s.score]));
  const { total, band } = newest
    ? totalOf(newest.form, (key) => scores.get(key) ?? null)
    : { total: null, band: null };
  return { sections, total, band, examIds: sittings.map((s) => s.attempt.id) };
}

function storedOf(
  row: ToeflCombinedRow,
  people: Awaited<ReturnType<typeof peopleById>>,
  band: number | null,
) {
  const student = people.get(row.studentUserId);
  if (!student) throw new Error(`student ${row.studentUserId} vanished`);
  return {
    id: row.id,
    student,
    sections: row.sections,
    total: row.total,
    band,
    exam_ids: row.examIds,
    note: row.note,
    created_at: toWireTime(row.createdAt),
    created_by: row.createdBy === null ? null : (people.get(row.createdBy) ?? null),
  };
}

export async function previewCombined(
  db: DbOrTx,
  actor: Actor,
  query: { student_id: number; exam_ids?: number[] | undefined },
) {
  if (!(await mayReadStudent(db, actor, query.student_id))) throw notFound();
  const people = await peopleById(db, [query.student_id]);
  const student = people.get(query.student_id);
  if (!student) throw notFound();
  const combined = await bestOf(db, await sittingsOfStudent(db, query.student_id, query.exam_ids));
  const storedRows = await db
    .select()
    .from(toeflCombinedTranscripts)
    .where(eq(toeflCombinedTranscripts.studentUserId, query.student_id))
    .orderBy(desc(toeflCombinedTranscripts.id))
    .limit(20);
  const all = await peopleById(db, [
    query.student_id,
    ...storedRows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  ]);
  return {
    data: {
      id: null,
      student,
      sections: combined.sections,
      total: combined.total,
      band: combined.band,
      exam_ids: combined.examIds,
      note: "",
      created_at: null,
      created_by: null,
    },
    stored: storedRows.map((row) => storedOf(row, all, row.band)),
  };
}

/** Stores the best-of transcript of the named sittings (a teacher of the student, or staff). */
export async function storeCombined(db: DbOrTx, actor: Actor, body: CombineBody, now = new Date()) {
  return db.transaction(async (tx) => {
    if (!(await mayManageStudent(tx, actor, body.student_id))) throw notFound();
    const combined = await bestOf(tx, await sittingsOfStudent(tx, body.student_id, body.exam_ids));
    const [row] = await tx
      .insert(toeflCombinedTranscripts)
      .values({
        studentUserId: body.student_id,
        examIds: combined.examIds,
        sections: combined.sections,
        total: combined.total,
        band: combined.band,
        note: body.note,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("combined transcript insert returned no row");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "toefl_combined.create",
      targetType: "user",
      targetId: body.student_id,
      after: { id: row.id, exam_ids: combined.examIds, total: combined.total },
      requestId: actor.requestId,
    });
    const people = await peopleById(tx, [body.student_id, actor.id]);
    return { data: storedOf(row, people, row.band), stored: [] };
  });
}

/** Students with submitted TOEFL sittings the caller may read (staff all, a teacher their students). */
export async function listTakenUsers(
  db: DbOrTx,
  actor: Actor,
  query: { q?: string | undefined; page: number; page_size: number },
) {
  const where = and(
    eq(testForms.testType, "TOEFL"),
    ne(testAttempts.state, "in_progress"),
    readableStudents(actor, testAttempts.userId),
    query.q
      ? or(
          ilike(users.username, containsPattern(query.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(query.q)),
          ilike(sql`${users.lastName} || ${users.firstName}`, containsPattern(query.q)),
        )
      : undefined,
  );
  const grouped = db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      sittings: sql<number>`count(*)::int`.as("sittings"),
      last: max(testAttempts.submittedAt).as("last"),
    })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.userId))
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(where)
    .groupBy(users.id)
    .as("taken");
  const rows = await db
    .select()
    .from(grouped)
    .orderBy(sql`${grouped.last} desc nulls last`, grouped.id)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(grouped);
  return toPage(
    rows.map((row) => ({
      ...personOf(row),
      sittings: Number(row.sittings),
      last_submitted_at: toWireTimeOrNull(row.last),
    })),
    Number(count?.n ?? 0),
    query.page,
    query.page_size,
  );
}
