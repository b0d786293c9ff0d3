import { type Locale, translateMessage } from "@edu/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { parentStudents, users } from "../users";
import { managedAssignment } from "./assignment-access";
import * as repo from "./test-assignments.repository";
import { testAssignmentMails, testAssignmentStudents } from "./test-assignments.table";

type Recipient = { user_id: number; role: "student" | "parent"; locale: Locale };

/** A time as the school reads it: YYYY-MM-DD HH:mm in the school's zone (the same in every language). */
export function schoolTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * POST assign-test/{id}/mail: each assigned student, and each student's linked parents (they follow the
 * child's tests and due times), get one mail in their own language through the outbox. Who was mailed is
 * recorded in the same transaction (`test_assignment_mails`, one row per recipient): a second send mails
 * only people added since, so repeating it is a no-op. Inactive accounts and people without an address
 * are skipped.
 */
export async function mailAssignment(db: DbOrTx, actor: Actor, id: number, timeZone: string) {
  return db.transaction(async (tx) => {
    const assignment = await managedAssignment(tx, actor, id, true);
    const form = await repo.formOf(tx, assignment.formId);
    if (!form) throw new Error(`form ${assignment.formId} vanished`);
    const students = await tx
      .select({
        id: users.id,
        first: users.firstName,
        last: users.lastName,
        username: users.username,
        email: users.email,
        lang: users.lang,
        active: users.isActive,
      })
      .from(testAssignmentStudents)
      .innerJoin(users, eq(users.id, testAssignmentStudents.studentUserId))
      .where(eq(testAssignmentStudents.assignmentId, id))
      .orderBy(asc(users.id));
    const parents =
      students.length === 0
        ? []
        : await tx
            .select({
              studentId: parentStudents.studentId,
              id: users.id,
              email: users.email,
              lang: users.lang,
              active: users.isActive,
            })
            .from(parentStudents)
            .innerJoin(users, eq(users.id, parentStudents.parentId))
            .where(
              inArray(
                parentStudents.studentId,
                students.map((s) => s.id),
              ),
            )
            .orderBy(asc(users.id));
    const done = new Set(
      (
        await tx
          .select({ id: testAssignmentMails.recipientUserId })
          .from(testAssignmentMails)
          .where(eq(testAssignmentMails.assignmentId, id))
      ).map((row) => row.id),
    );
    const now = new Date();
    const sent: Recipient[] = [];
    const send = async (
      person: { id: number; email: string | null; lang: Locale; active: boolean },
      role: Recipient["role"],
      studentName: string,
    ) => {
      if (done.has(person.id) || !person.email || !person.active) return;
      done.add(person.id);
      const locale = person.lang;
      const values = {
        title: form.title[locale] ?? form.title.en,
        student: studentName,
        opens: schoolTime(assignment.opensAt, timeZone),
        due: assignment.dueAt
          ? schoolTime(assignment.dueAt, timeZone)
          : translateMessage(locale, "ta_no_due"),
      };
      const mailId = await enqueueMail(tx, {
        to: person.email,
        subject: fill(translateMessage(locale, "ta_mail_subject"), values),
        text: fill(
          translateMessage(locale, role === "student" ? "ta_mail_student" : "ta_mail_parent"),
          values,
        ),
        locale,
        kind: "test_assignment",
        meta: { test_assignment_id: id, recipient_user_id: person.id },
      });
      await tx
        .insert(testAssignmentMails)
        .values({ assignmentId: id, recipientUserId: person.id, mailId, sentAt: now });
      sent.push({ user_id: person.id, role, locale });
    };
    for (const student of students) {
      const name = repo.nameOf(student);
      await send(student, "student", name);
      for (const parent of parents.filter((p) => p.studentId === student.id))
        await send(parent, "parent", name);
    }
    if (sent.length > 0)
      await recordAudit(tx, {
        actorId: actor.id,
        action: "test_assignment.mailed",
        targetType: "test_assignment",
        targetId: id,
        after: { recipients: sent.map((r) => r.user_id) },
        requestId: actor.requestId,
      });
    return { sent: sent.length, recipients: sent };
  });
}
