import {
  type Currency,
  isPrivateCourseSession,
  type Locale,
  type MessageKey,
  type PersonBrief,
  resolveField,
} from "@edu/shared";
import {
  attendanceStatusInfo,
  type CreateTeachingLogInput,
  DEFAULT_ATTENDANCE_STATUS,
  DEFAULT_CLASS_TEST_TYPE,
  DEFAULT_LESSON_DURATION,
  type LessonLog,
  type LessonLogDetail,
  type LessonLogStudentInput,
  type NextTeachingLog,
  type TeachingLog,
  type TeachingLogKind,
  type TeachingLogListItem,
  type TeachingLogsQuery,
  UNFINISHED_LESSON_LOG_DAYS,
  UNFINISHED_LESSON_LOGS_SHOWN,
  type UnfinishedLessonLogs,
  type UnfinishedLessonLogsQuery,
  type UpdateTeachingLogInput,
} from "@edu/shared/lessons";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { sessionClassTeachers } from "../classes";
import { toPage } from "../users";
import { type ClassInfo, findClassInfo, isParentOf, placedTickets, teachesClass } from "./class-access";
import { mailLessonLogs } from "./lesson-logs.mail";
import {
  type ClassBrief,
  countUnfinishedTeachingLogs,
  deleteLessonLogRows,
  deleteTeachingLogRow,
  findLessonLog,
  findPeople,
  findTeacherTerms,
  findTeachingLog,
  insertLessonLogs,
  insertTeachingLog,
  instantOf,
  type LessonLogRow,
  type LessonLogWithStudent,
  latestTeachingLog,
  listLessonLogsOf,
  listStudentTerms,
  listTeachingLogRows,
  listUnfinishedTeachingLogs,
  lockTeachingLog,
  type NewLessonLog,
  type Person,
  syncLessonLogsWith,
  type TeachingLogRow,
  type TeachingLogWithRefs,
  updateLessonLogRow,
  updateTeachingLogRow,
} from "./lesson-logs.repository";
import { lessonLogs } from "./lesson-logs.table";

export const toPerson = (p: Person): PersonBrief => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

/** The class in brief; `localized.name` is its name in the reader's language (the base name when untranslated). */
const classBriefDto = (cls: ClassBrief, locale: Locale) => ({
  id: cls.id,
  name: cls.name,
  course_session_id: cls.courseSessionId,
  is_private: isPrivateCourseSession(cls.courseSessionId),
  localized: { name: resolveField(cls.name, cls.translations, "name", locale) },
});

export const attendanceFields = (code: number) => {
  const info = attendanceStatusInfo(code);
  return {
    attendance_status: code,
    attendance_key: info?.key ?? "unknown",
    billable: info?.billable ?? false,
    payable: info?.payable ?? false,
  };
};

/**
 * Who sees money: salary to staff and the log's teacher; fees to staff and the student's family.
 * `locale`: the reader's language, for the class's localized name.
 */
type Viewer = { staff: boolean; userId: number; familyOf: (studentId: number) => boolean; locale: Locale };

function lessonLogDto({ row, student }: LessonLogWithStudent, viewer: Viewer): LessonLog {
  const seesFee = viewer.staff || viewer.familyOf(row.studentUserId);
  return {
    id: row.id,
    teaching_log_id: row.teachingLogId,
    session_class_id: row.sessionClassId,
    student_user_id: row.studentUserId,
    student: toPerson(student),
    student_class_ticket_id: row.studentClassTicketId,
    fee: seesFee ? row.fee : null,
    fee_currency: seesFee ? row.feeCurrency : null,
    ...attendanceFields(row.attendanceStatus),
    has_vocab_test: row.hasVocabTest,
    comment: row.comment,
  };
}

function teachingLogFields({ log, startedAtLocal, teacher, cls }: TeachingLogWithRefs, viewer: Viewer) {
  const seesSalary = viewer.staff || viewer.userId === log.teacherUserId;
  return {
    id: log.id,
    kind: log.kind,
    class_id: log.sessionClassId,
    session_class: classBriefDto(cls, viewer.locale),
    teacher_user_id: log.teacherUserId,
    teacher: toPerson(teacher),
    salary: seesSalary ? log.salary : null,
    salary_currency: seesSalary ? log.salaryCurrency : null,
    started_at: log.startedAt.toISOString(),
    started_at_local: startedAtLocal,
    timezone: log.timezone,
    duration_hours: Math.floor(log.durationMinutes / 60),
    duration_minutes: log.durationMinutes % 60,
    full_hour: log.durationMinutes / 60,
    content: log.content,
    homework: log.homework,
    note: log.note,
    mail_to_students: log.mailToStudents,
    mail_to_parents: log.mailToParents,
    created_by: log.createdBy,
    created_at: log.createdAt.toISOString(),
    updated_at: log.updatedAt.toISOString(),
  };
}

const staffViewer = (actor: Actor, locale: Locale): Viewer => ({
  staff: isStaff(actor),
  userId: actor.id,
  familyOf: () => false,
  locale,
});

/** Staff, or a teacher (or TA) of the class; anyone else is refused. */
async function assertTeachesOrStaff(db: DbOrTx, actor: Actor, classId: number): Promise<void> {
  if (isStaff(actor)) return;
  if (!(await teachesClass(db, classId, actor.id))) throw forbidden();
}

async function teachingLogDto(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<TeachingLog> {
  const row = await findTeachingLog(db, id);
  if (!row) throw notFound("teaching_log_not_found");
  const viewer = staffViewer(actor, locale);
  const students = (await listLessonLogsOf(db, [id])).get(id) ?? [];
  return { ...teachingLogFields(row, viewer), students: students.map((s) => lessonLogDto(s, viewer)) };
}

/** Which log kind a route writes: lesson-log and admin/lesson-log private classes, group-lesson-log group ones. */
function assertKind(cls: ClassInfo, kind: TeachingLogKind, field: string): void {
  if (kind === "private" && !cls.isPrivate) throw fieldError(field, "class_not_private");
  if (kind === "group" && cls.isPrivate) throw fieldError(field, "class_not_group");
}

type Terms = { salary: number; salaryCurrency: Currency };

/** Staff may set salary and fees; teachers' logs take them from the class terms (0 TWD when none). */
async function teacherMoney(
  tx: DbOrTx,
  actor: Actor,
  classId: number,
  teacherId: number,
  input: { salary?: number; salary_currency?: Currency },
): Promise<Terms> {
  const terms = await findTeacherTerms(tx, classId, teacherId);
  const staff = isStaff(actor);
  return {
    salary: staff && input.salary !== undefined ? input.salary : (terms?.salary ?? 0),
    salaryCurrency: (staff && input.salary_currency) || terms?.salaryCurrency || "TWD",
  };
}

type StudentPlan = { studentUserId: number; ticketId: number; input: LessonLogStudentInput };

/** Each listed ticket must be placed in the class; field errors name the rows that are not. */
async function resolveStudents(
  tx: DbOrTx,
  classId: number,
  rows: LessonLogStudentInput[],
): Promise<StudentPlan[]> {
  const tickets = await placedTickets(
    tx,
    classId,
    rows.map((row) => row.student_class_ticket_id),
  );
  const errors: Record<string, MessageKey[]> = {};
  const plans: StudentPlan[] = [];
  rows.forEach((row, index) => {
    const studentUserId = tickets.get(row.student_class_ticket_id);
    if (studentUserId === undefined)
      errors[`students.${index}.student_class_ticket_id`] = ["ticket_not_in_class"];
    else plans.push({ studentUserId, ticketId: row.student_class_ticket_id, input: row });
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  if (new Set(plans.map((p) => p.studentUserId)).size !== plans.length)
    throw fieldError("students", "v.user_twice");
  return plans;
}

async function studentMoney(
  tx: DbOrTx,
  actor: Actor,
  cls: ClassInfo,
  plans: StudentPlan[],
): Promise<Map<number, { fee: number; feeCurrency: Currency }>> {
  const terms = await listStudentTerms(
    tx,
    cls.id,
    plans.map((p) => p.studentUserId),
  );
  const staff = isStaff(actor);
  return new Map(
    plans.map((p) => {
      const own = terms.get(p.studentUserId);
      return [
        p.studentUserId,
        {
          fee: staff && p.input.fee !== undefined ? p.input.fee : (own?.fee ?? 0),
          feeCurrency: (staff && p.input.fee_currency) || own?.feeCurrency || "TWD",
        },
      ];
    }),
  );
}

const auditOf = (
  log: TeachingLogRow,
  students: Array<Pick<LessonLogRow, "studentUserId" | "fee" | "feeCurrency" | "attendanceStatus">>,
) => ({
  kind: log.kind,
  session_class_id: log.sessionClassId,
  teacher_user_id: log.teacherUserId,
  salary: log.salary,
  salary_currency: log.salaryCurrency,
  started_at: log.startedAt.toISOString(),
  timezone: log.timezone,
  duration_minutes: log.durationMinutes,
  students: students.map((s) => ({
    student_user_id: s.studentUserId,
    fee: s.fee,
    fee_currency: s.feeCurrency,
    attendance_status: s.attendanceStatus,
  })),
});

async function sendMails(
  tx: DbOrTx,
  publicUrl: string,
  log: TeachingLogRow,
  cls: ClassInfo,
  onlyStudents?: Set<number>,
) {
  if (!log.mailToStudents && !log.mailToParents) return;
  const found = await findTeachingLog(tx, log.id);
  const rows = (await listLessonLogsOf(tx, [log.id])).get(log.id) ?? [];
  await mailLessonLogs(tx, {
    publicUrl,
    cls,
    when: found?.startedAtLocal.slice(0, 16) ?? "",
    timezone: log.timezone,
    minutes: log.durationMinutes,
    toStudents: log.mailToStudents,
    toParents: log.mailToParents,
    targets: rows
      .filter(({ row }) => !onlyStudents || onlyStudents.has(row.studentUserId))
      .map(({ row }) => ({
        lessonLogId: row.id,
        studentUserId: row.studentUserId,
        attendanceStatus: row.attendanceStatus,
      })),
  });
}

/**
 * POST admin/lesson-log, lesson-log (private and custom lessons) and group-lesson-log (group
 * classes): one teaching log and a lesson log per student, in one transaction. Teachers write only
 * for classes they teach and only as themselves; their salary and the students' fees come from the
 * class terms. Mail flags queue the record to the students and/or parents.
 */
export async function createTeachingLog(
  db: Database,
  actor: Actor,
  kind: TeachingLogKind,
  input: CreateTeachingLogInput,
  publicUrl: string,
  locale: Locale = "en",
): Promise<TeachingLog> {
  return db.transaction(async (tx) => {
    const cls = await findClassInfo(tx, input.class_id);
    if (!cls) throw fieldError("class_id", "session_class_not_found");
    await assertTeachesOrStaff(tx, actor, cls.id);
    assertKind(cls, kind, "class_id");
    const teacherId = input.teacher_user_id ?? actor.id;
    if (!isStaff(actor) && teacherId !== actor.id) throw forbidden();
    if (!(await teachesClass(tx, cls.id, teacherId)))
      throw fieldError("teacher_user_id", "not_teacher_of_class");
    const plans = await resolveStudents(tx, cls.id, input.students);
    const money = await teacherMoney(tx, actor, cls.id, teacherId, input);
    const fees = await studentMoney(tx, actor, cls, plans);
    const timezone = input.timezone ?? cls.timezone;
    const log = await insertTeachingLog(
      tx,
      {
        kind,
        sessionClassId: cls.id,
        teacherUserId: teacherId,
        salary: money.salary,
        salaryCurrency: money.salaryCurrency,
        timezone,
        durationMinutes: input.duration_hours * 60 + input.duration_minutes,
        content: richTextInput("content", input.content),
        homework: richTextInput("homework", input.homework),
        note: input.note,
        mailToStudents: input.mail_to_students,
        mailToParents: input.mail_to_parents,
        createdBy: actor.id,
        updatedBy: actor.id,
      },
      instantOf(input.started_at, timezone),
    );
    const rows: NewLessonLog[] = plans.map((p) => ({
      teachingLogId: log.id,
      sessionClassId: cls.id,
      startedAt: log.startedAt,
      studentUserId: p.studentUserId,
      studentClassTicketId: p.ticketId,
      fee: fees.get(p.studentUserId)?.fee ?? 0,
      feeCurrency: fees.get(p.studentUserId)?.feeCurrency ?? "TWD",
      attendanceStatus: p.input.attendance_status ?? DEFAULT_ATTENDANCE_STATUS,
      hasVocabTest: p.input.has_vocab_test,
      comment: p.input.comment,
    }));
    await insertLessonLogs(tx, rows);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teaching_log.create",
      targetType: "teaching_log",
      targetId: log.id,
      after: auditOf(log, rows as LessonLogRow[]),
      requestId: actor.requestId,
    });
    await sendMails(tx, publicUrl, log, cls);
    return teachingLogDto(tx, actor, log.id, locale);
  });
}

/**
 * PATCH admin/lesson-log/{id}, lesson-log/{id}, group-lesson-log/{id}. `students`, when sent, is the
 * whole list: rows kept are updated (fees only by staff), new ones added with the class terms' fee,
 * missing ones deleted. Teachers edit logs of classes they teach and cannot change who taught.
 */
export async function updateTeachingLog(
  db: Database,
  actor: Actor,
  kind: TeachingLogKind,
  id: number,
  input: UpdateTeachingLogInput,
  publicUrl: string,
  locale: Locale = "en",
): Promise<TeachingLog> {
  return db.transaction(async (tx) => {
    const before = await lockTeachingLog(tx, id);
    if (!before) throw notFound("teaching_log_not_found");
    await assertTeachesOrStaff(tx, actor, before.sessionClassId);
    const cls = await findClassInfo(tx, before.sessionClassId);
    if (!cls) throw notFound("session_class_not_found");
    assertKind(cls, kind, "id");
    const staff = isStaff(actor);
    const teacherId = input.teacher_user_id ?? before.teacherUserId;
    if (teacherId !== before.teacherUserId) {
      if (!staff) throw forbidden();
      if (!(await teachesClass(tx, cls.id, teacherId)))
        throw fieldError("teacher_user_id", "not_teacher_of_class");
    }
    const beforeStudents = (await listLessonLogsOf(tx, [id])).get(id) ?? [];
    const plans = input.students ? await resolveStudents(tx, cls.id, input.students) : undefined;

    const values: Parameters<typeof updateTeachingLogRow>[2] = { updatedBy: actor.id };
    if (
      teacherId !== before.teacherUserId ||
      (staff && (input.salary !== undefined || input.salary_currency))
    ) {
      const money = await teacherMoney(tx, actor, cls.id, teacherId, {
        salary: input.salary ?? (teacherId === before.teacherUserId ? before.salary : undefined),
        salary_currency:
          input.salary_currency ?? (teacherId === before.teacherUserId ? before.salaryCurrency : undefined),
      });
      values.teacherUserId = teacherId;
      values.salary = money.salary;
      values.salaryCurrency = money.salaryCurrency;
    }
    if (input.duration_hours !== undefined || input.duration_minutes !== undefined) {
      const minutes =
        (input.duration_hours ?? Math.floor(before.durationMinutes / 60)) * 60 +
        (input.duration_minutes ?? before.durationMinutes % 60);
      if (minutes <= 0 || minutes > 720) throw fieldError("duration_minutes", "v.duration");
      values.durationMinutes = minutes;
    }
    if (input.content !== undefined) values.content = richTextInput("content", input.content);
    if (input.homework !== undefined) values.homework = richTextInput("homework", input.homework);
    if (input.note !== undefined) values.note = input.note;
    if (input.mail_to_students !== undefined) values.mailToStudents = input.mail_to_students;
    if (input.mail_to_parents !== undefined) values.mailToParents = input.mail_to_parents;
    const timezone = input.timezone ?? before.timezone;
    if (input.timezone !== undefined) values.timezone = timezone;
    const moves = input.started_at !== undefined || input.timezone !== undefined;
    const startedAt = moves
      ? instantOf(input.started_at ?? (await localStart(tx, before.id)), timezone)
      : undefined;
    const log = await updateTeachingLogRow(tx, id, values, startedAt);
    if (moves) await syncLessonLogsWith(tx, log);

    const added = new Set<number>();
    if (plans) {
      const existing = new Map(beforeStudents.map((s) => [s.row.studentUserId, s.row]));
      const fees = await studentMoney(tx, actor, cls, plans);
      for (const plan of plans) {
        const row = existing.get(plan.studentUserId);
        existing.delete(plan.studentUserId);
        const fee = fees.get(plan.studentUserId);
        if (row) {
          await updateLessonLogRow(tx, row.id, {
            studentClassTicketId: plan.ticketId,
            attendanceStatus: plan.input.attendance_status,
            hasVocabTest: plan.input.has_vocab_test,
            comment: plan.input.comment,
            ...(staff && plan.input.fee !== undefined && { fee: plan.input.fee }),
            ...(staff && plan.input.fee_currency && { feeCurrency: plan.input.fee_currency }),
          });
        } else {
          added.add(plan.studentUserId);
          await insertLessonLogs(tx, [
            {
              teachingLogId: id,
              sessionClassId: cls.id,
              startedAt: log.startedAt,
              studentUserId: plan.studentUserId,
              studentClassTicketId: plan.ticketId,
              fee: fee?.fee ?? 0,
              feeCurrency: fee?.feeCurrency ?? "TWD",
              attendanceStatus: plan.input.attendance_status,
              hasVocabTest: plan.input.has_vocab_test,
              comment: plan.input.comment,
            },
          ]);
        }
      }
      await deleteLessonLogRows(
        tx,
        [...existing.values()].map((row) => row.id),
      );
    }
    const afterStudents = (await listLessonLogsOf(tx, [id])).get(id) ?? [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teaching_log.update",
      targetType: "teaching_log",
      targetId: id,
      before: auditOf(
        before,
        beforeStudents.map((s) => s.row),
      ),
      after: auditOf(
        log,
        afterStudents.map((s) => s.row),
      ),
      requestId: actor.requestId,
    });
    // Mail flags turned on by this edit send the record; otherwise only newly added students get it.
    const newlyOn =
      (input.mail_to_students && !before.mailToStudents) || (input.mail_to_parents && !before.mailToParents);
    if (newlyOn) await sendMails(tx, publicUrl, log, cls);
    else if (added.size > 0) await sendMails(tx, publicUrl, log, cls, added);
    return teachingLogDto(tx, actor, id, locale);
  });
}

/** The log's start as wall-clock time in `timezone` (moving a log to another zone keeps its clock time). */
async function localStart(tx: DbOrTx, id: number): Promise<string> {
  const row = await findTeachingLog(tx, id);
  if (!row) throw notFound("teaching_log_not_found");
  return row.startedAtLocal;
}

/** GET teaching-log/{id}: staff, or a teacher of the class; the class's name also in `locale`. */
export async function getTeachingLog(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<TeachingLog> {
  const row = await findTeachingLog(db, id);
  if (!row) throw notFound("teaching_log_not_found");
  await assertTeachesOrStaff(db, actor, row.log.sessionClassId);
  return teachingLogDto(db, actor, id, locale);
}

/** GET teaching-logs: staff all, teachers the logs of classes they teach; latest first; class names also in `locale`. */
export async function listTeachingLogs(
  db: DbOrTx,
  actor: Actor,
  query: TeachingLogsQuery,
  locale: Locale = "en",
) {
  // The classes taught, as an id list: each read from the (session_class_id, started_at) index.
  const taught = isStaff(actor)
    ? undefined
    : (
        await db
          .select({ id: sessionClassTeachers.sessionClassId })
          .from(sessionClassTeachers)
          .where(eq(sessionClassTeachers.userId, actor.id))
      ).map((row) => row.id);
  const classIds = taught && query.class_id ? taught.filter((id) => id === query.class_id) : taught;
  const filters = {
    classId: query.class_id,
    teacherUserId: query.teacher_user_id,
    from: query.from,
    to: query.to,
  };
  const { rows, total } = await listTeachingLogRows(db, classIds, filters, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const viewer = staffViewer(actor, locale);
  const data: TeachingLogListItem[] = rows.map((row) => ({
    ...teachingLogFields(row, viewer),
    student_count: Number(row.studentCount),
  }));
  return toPage(data, total, query.page, query.page_size);
}

/** DELETE teaching-log/{id} with its lesson logs: staff, or a teacher of the class. */
export async function deleteTeachingLog(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTeachingLog(tx, id);
    if (!before) throw notFound("teaching_log_not_found");
    await assertTeachesOrStaff(tx, actor, before.sessionClassId);
    const students = (await listLessonLogsOf(tx, [id])).get(id) ?? [];
    await deleteTeachingLogRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "teaching_log.delete",
      targetType: "teaching_log",
      targetId: id,
      before: auditOf(
        before,
        students.map((s) => s.row),
      ),
      requestId: actor.requestId,
    });
  });
}

/**
 * GET lesson-log/{id}: staff, a teacher of the class, the student and their linked parents. Fees are
 * shown to staff and the family, the salary to staff and the log's teacher.
 */
export async function getLessonLog(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<LessonLogDetail> {
  const found = await findLessonLog(db, id);
  if (!found) throw notFound("lesson_log_not_found");
  const studentId = found.row.studentUserId;
  const staff = isStaff(actor);
  const family =
    actor.id === studentId || (actor.roles.includes("parent") && (await isParentOf(db, actor.id, studentId)));
  if (!staff && !family && !(await teachesClass(db, found.row.sessionClassId, actor.id))) throw forbidden();
  const log = await findTeachingLog(db, found.row.teachingLogId);
  if (!log) throw notFound("teaching_log_not_found");
  const viewer: Viewer = { staff, userId: actor.id, familyOf: (sid) => family && sid === studentId, locale };
  const fields = teachingLogFields(log, viewer);
  // The family reads the lesson, not the staff's internal note.
  return {
    ...lessonLogDto(found, viewer),
    teaching_log: staff || !family ? fields : { ...fields, note: "" },
  };
}

/** DELETE lesson-log/{id}: one student's row (the teaching log stays): staff, or a teacher of the class. */
export async function deleteLessonLog(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(lessonLogs).where(eq(lessonLogs.id, id)).for("update");
    if (!row) throw notFound("lesson_log_not_found");
    await assertTeachesOrStaff(tx, actor, row.sessionClassId);
    await deleteLessonLogRows(tx, [id]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "lesson_log.delete",
      targetType: "lesson_log",
      targetId: id,
      before: {
        teaching_log_id: row.teachingLogId,
        student_user_id: row.studentUserId,
        fee: row.fee,
        fee_currency: row.feeCurrency,
        attendance_status: row.attendanceStatus,
      },
      requestId: actor.requestId,
    });
  });
}

const addDays = (local: string, days: number): string => {
  const [date = "", time = "00:00:00"] = local.split(" ");
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)} ${time}`;
};

/**
 * GET next-teaching-log: the form of the class's next log. Teacher, salary, time zone and length
 * follow the last log (else the class and spec defaults); the start is a week after the last log,
 * else the class's first day; every student placed in the class, with their terms' fee (fees and
 * salary only for staff), attendance 1.
 */
export async function nextTeachingLog(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  locale: Locale = "en",
): Promise<NextTeachingLog> {
  const cls = await findClassInfo(db, classId);
  if (!cls) throw notFound("session_class_not_found");
  await assertTeachesOrStaff(db, actor, classId);
  const staff = isStaff(actor);
  const last = await latestTeachingLog(db, classId);
  const lastLocal = last ? (await findTeachingLog(db, last.id))?.startedAtLocal : undefined;
  const teacherId = staff ? (last?.teacherUserId ?? null) : actor.id;
  const terms = teacherId ? await findTeacherTerms(db, classId, teacherId) : undefined;
  const seesSalary = staff || teacherId === actor.id;
  const tickets = await placedTickets(db, classId);
  const studentIds = [...tickets.values()];
  const [people, studentTerms] = await readAll(db, [
    () => findPeople(db, studentIds),
    () => listStudentTerms(db, classId, studentIds),
  ]);
  const minutes =
    last?.durationMinutes ?? DEFAULT_LESSON_DURATION.hours * 60 + DEFAULT_LESSON_DURATION.minutes;
  const classStart = cls.startDate ? `${cls.startDate} ${cls.timeFrom ?? "00:00:00"}` : null;
  return {
    class_id: cls.id,
    kind: cls.isPrivate ? "private" : "group",
    session_class: classBriefDto(cls, locale),
    previous_teaching_log_id: last?.id ?? null,
    test_type: DEFAULT_CLASS_TEST_TYPE,
    teacher_user_id: teacherId,
    salary: seesSalary
      ? last && last.teacherUserId === teacherId
        ? last.salary
        : (terms?.salary ?? 0)
      : null,
    salary_currency: seesSalary
      ? last && last.teacherUserId === teacherId
        ? last.salaryCurrency
        : (terms?.salaryCurrency ?? "TWD")
      : null,
    started_at: lastLocal ? addDays(lastLocal, 7) : classStart,
    timezone: last?.timezone ?? cls.timezone,
    duration_hours: Math.floor(minutes / 60),
    duration_minutes: minutes % 60,
    students: [...tickets.entries()].flatMap(([ticketId, studentId]) => {
      const who = people.get(studentId);
      if (!who) return [];
      const own = studentTerms.get(studentId);
      return [
        {
          student_class_ticket_id: ticketId,
          student_user_id: studentId,
          student: toPerson(who),
          fee: staff ? (own?.fee ?? 0) : null,
          fee_currency: staff ? (own?.feeCurrency ?? "TWD") : null,
          attendance_status: DEFAULT_ATTENDANCE_STATUS,
          has_vocab_test: false,
        },
      ];
    }),
  };
}

/**
 * The home page's count of the caller's own unfinished lesson logs (the same rule as GET
 * lesson-logs/unfinished, without the rows), for whom that call is open (teachers, staff, admins);
 * null for anyone else.
 */
export async function countUnfinishedLessonLogs(
  db: DbOrTx,
  actor: Actor,
): Promise<{ count: number; days: number } | null> {
  if (!hasRole(actor, "teacher", "staff")) return null;
  const count = await countUnfinishedTeachingLogs(db, actor.id, UNFINISHED_LESSON_LOG_DAYS);
  return { count, days: UNFINISHED_LESSON_LOG_DAYS };
}

/**
 * GET lesson-logs/unfinished (the teacher's home prompt, spec 03 §8): the logs the caller taught in
 * the last UNFINISHED_LESSON_LOG_DAYS days whose lesson content is still empty, how many and the
 * latest few. Staff may ask for a teacher's (teacher_user_id); a teacher only for their own.
 */
export async function unfinishedLessonLogs(
  db: DbOrTx,
  actor: Actor,
  query: UnfinishedLessonLogsQuery,
  locale: Locale = "en",
): Promise<UnfinishedLessonLogs> {
  const teacherId = query.teacher_user_id ?? actor.id;
  if (teacherId !== actor.id && !isStaff(actor)) throw forbidden();
  const rows = await listUnfinishedTeachingLogs(
    db,
    teacherId,
    UNFINISHED_LESSON_LOG_DAYS,
    UNFINISHED_LESSON_LOGS_SHOWN,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    days: UNFINISHED_LESSON_LOG_DAYS,
    data: rows.map((row) => ({
      id: row.id,
      session_class: classBriefDto(
        {
          id: row.session_class_id,
          name: row.class_name,
          courseSessionId: row.course_session_id,
          translations: row.class_translations,
        },
        locale,
      ),
      started_at: new Date(row.started_at).toISOString(),
      started_at_local: row.started_at_local,
      timezone: row.timezone,
    })),
  };
}
