import type { Essay, EssaySummary } from "@edu/shared/counseling-essays";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { counselingAccessOf } from "../counseling-profile";
import { type EssayWithSchool, type Person, peopleByIds, readEssay } from "./counseling-essays.repository";
import type { EssayRow } from "./counseling-essays.table";

/**
 * Who may do what with a student's essays (issue 31): everyone who reads the student's counseling
 * profile reads the essays and comments (student, linked parents, the class's counselors, super-admin);
 * all of them but parents write them — a parent follows the work without changing it. Resolving a
 * comment is the student's or a counselor's (super-admin included). Anyone else: 404.
 */
export type EssayAccess = { canWrite: boolean; canResolve: boolean };

export async function essayAccess(db: DbOrTx, actor: Actor, studentUserId: number): Promise<EssayAccess> {
  const access = await counselingAccessOf(db, actor, studentUserId);
  if (!access.read) throw notFound();
  const writer = access.as === "student" || access.as === "counselor" || access.as === "admin";
  return { canWrite: writer, canResolve: writer };
}

export function assertWrite(access: EssayAccess) {
  if (!access.canWrite) throw new AppError("forbidden", { message: "ce_read_only" });
}

/** The essay and what the caller may do with it; 404 when it does not exist or is not theirs to see. */
export async function essayFor(db: DbOrTx, actor: Actor, id: number) {
  const found = await readEssay(db, id);
  if (!found) throw notFound();
  const access = await essayAccess(db, actor, found.essay.studentUserId);
  return { found, access };
}

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function summaryOf(found: EssayWithSchool, people: Map<number, Person>): EssaySummary {
  const row = found.essay;
  return {
    id: row.id,
    student_user_id: row.studentUserId,
    counseling_school_id: row.counselingSchoolId,
    school_name: found.schoolName,
    prompt: row.prompt,
    title: row.title,
    word_limit: row.wordLimit,
    status: row.status,
    completed: flag(row.completed),
    word_count: row.wordCount,
    document_url: row.documentUrl,
    version: row.version,
    open_comments: found.openComments,
    created_at: toWireTime(row.createdAt),
    updated_at: toWireTime(row.updatedAt),
    updated_by: row.updatedBy === null ? null : (people.get(row.updatedBy) ?? null),
  };
}

export async function essayAnswer(db: DbOrTx, found: EssayWithSchool, access: EssayAccess): Promise<Essay> {
  const people = await peopleByIds(db, [found.essay.updatedBy]);
  return {
    ...summaryOf(found, people),
    content: found.essay.content,
    can_write: flag(access.canWrite),
    can_resolve: flag(access.canResolve),
  };
}

/** What the audit keeps of an essay (the content lives in its versions). */
export const auditView = (row: EssayRow) => ({
  counseling_school_id: row.counselingSchoolId,
  prompt: row.prompt,
  title: row.title,
  word_limit: row.wordLimit,
  status: row.status,
  completed: row.completed,
  word_count: row.wordCount,
  document_url: row.documentUrl,
  version: row.version,
});
