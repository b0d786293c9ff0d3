import {
  type FieldTranslations,
  type Locale,
  type MessageKey,
  mergeFieldTranslations,
  missingTranslationLocales,
  type PersonBrief,
  resolveFields,
  type SessionClassTextField,
} from "@edu/shared";
import {
  type ActionMode,
  type AddCustomLessonInput,
  type ClassTeacherInput,
  type LessonRequestInput,
  PRIVATE_LESSON_COURSE_SESSIONS,
  PRIVATE_LESSON_TEXT_FIELDS,
  PRIVATE_LESSON_TYPES,
  type PrivateLesson,
  type PrivateLessonListItem,
  type PrivateLessonProgress,
  type PrivateLessonSaveResult,
  type PrivateLessonsQuery,
  type UpdateCustomLessonInput,
} from "@edu/shared/lessons";
import { and, or, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { readAll } from "../../db/read-all";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, forbidden, notFound } from "../../http/app-error";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { createClass, createClassTicket, placeTicket, sessionClasses, updateClass } from "../classes";
import { findUsersByIds, listParentIds, listRoles, toPage } from "../users";
import { placedTickets, teachesClass } from "./class-access";
import { toInvitationDto } from "./invitations.dto";
import { listClassInvitations } from "./invitations.repository";
import { mailLesson } from "./private-lessons.mail";
import {
  attendsClassCondition,
  childAttendsClassCondition,
  deleteStudentTerms,
  deleteTeacherTerms,
  findPrivateClass,
  listAllStudentTerms,
  listPeopleOfClasses,
  listPrivateClassRows,
  listTeacherTerms,
  listTimeslots,
  lockPrivateLesson,
  type Person,
  type PrivateClassRow,
  progressOf,
  replaceTimeslots,
  teachesClassCondition,
  upsertPrivateLesson,
  upsertStudentTerms,
  upsertTeacherTerms,
} from "./private-lessons.repository";
import { classNameTranslations, titleTranslations } from "./private-lessons.titles";

const toPerson = (p: Person): PersonBrief => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
});

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

function listFields(
  { cls, lesson }: PrivateClassRow,
  people: Awaited<ReturnType<typeof listPeopleOfClasses>>,
  progress: PrivateLessonProgress,
  locale: Locale,
): PrivateLessonListItem {
  const minutes = lesson?.durationMinutes ?? 120;
  const texts = { title: cls.name };
  const translations = titleTranslations(cls.translations);
  const startedDate = lesson ? lesson.startedDate : cls.startDate;
  const startedTime = lesson ? lesson.startedTime : cls.timeFrom;
  return {
    id: cls.id,
    class_id: cls.id,
    type: lesson?.type ?? PRIVATE_LESSON_TYPES.private,
    course_session_id: cls.courseSessionId,
    title: cls.name,
    translations,
    localized: resolveFields(texts, translations, PRIVATE_LESSON_TEXT_FIELDS, locale),
    missing_locales: missingTranslationLocales(texts, translations, PRIVATE_LESSON_TEXT_FIELDS),
    subject_type: lesson?.subjectType ?? "",
    subject: lesson?.subject ?? "",
    is_online: cls.isOnline,
    started_date: startedDate,
    started_time: startedTime,
    started_at: startedDate && startedTime ? `${startedDate} ${startedTime}` : null,
    timezone: cls.timezone,
    duration_hours: Math.floor(minutes / 60),
    duration_minutes: minutes % 60,
    progress,
    students: (people.students.get(cls.id) ?? []).map(toPerson),
    teachers_brief: (people.teachers.get(cls.id) ?? []).map(toPerson),
    created_at: cls.createdAt.toISOString(),
  };
}

/**
 * GET get-custom-lesson: the whole lesson form. Staff see everything; a teacher of the class sees no
 * fees and no admin note, and other teachers' salaries only with can_see_others.
 */
export async function getCustomLesson(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  locale: Locale = "en",
): Promise<PrivateLesson> {
  const row = await findPrivateClass(db, classId);
  if (!row) throw notFound("private_lesson_not_found");
  const staff = isStaff(actor);
  if (!staff && !(await teachesClass(db, classId, actor.id))) throw forbidden();
  const [people, progress, slots, teacherTerms, studentTerms, tickets, invitations] = await readAll(db, [
    () => listPeopleOfClasses(db, [classId]),
    () => progressOf(db, [classId]),
    () => listTimeslots(db, classId),
    () => listTeacherTerms(db, classId),
    () => listAllStudentTerms(db, classId),
    () => placedTickets(db, classId),
    () => (staff ? listClassInvitations(db, classId) : []),
  ]);
  const termsOf = new Map(teacherTerms.map((t) => [t.teacherUserId, t]));
  const ownTerms = termsOf.get(actor.id);
  const seesSalaryOf = (teacherId: number) =>
    staff || teacherId === actor.id || Boolean(ownTerms?.canSeeOthers);
  const studentTermsOf = new Map(studentTerms.map((t) => [t.studentUserId, t]));
  const ticketOf = new Map([...tickets.entries()].map(([ticket, student]) => [student, ticket]));
  const { cls, lesson } = row;
  return {
    ...listFields(row, people, progress.get(classId) ?? "greet_not_scheduled", locale),
    request_time_info: lesson?.requestTimeInfo ?? "",
    request_content: lesson?.requestContent ?? "",
    contact_tool_preference: lesson?.contactToolPreference ?? 1,
    address: cls.address,
    look_for_teacher: lesson?.lookForTeacher ?? false,
    admin_note: staff ? (lesson?.adminNote ?? "") : "",
    teacher_note: lesson?.teacherNote ?? "",
    mail_content: lesson?.mailContent ?? "",
    mail_to_teachers: lesson?.mailToTeachers ?? false,
    mail_to_students: lesson?.mailToStudents ?? false,
    mail_to_parents: lesson?.mailToParents ?? false,
    session_class_timeslots: slots.map((slot) => ({
      id: slot.id,
      from: slot.fromTime,
      to: slot.toTime,
      times: slot.times,
      per: slot.per as "D" | "W" | "M",
    })),
    lesson_requests: (people.students.get(classId) ?? []).map((student) => {
      const terms = studentTermsOf.get(student.id);
      return {
        student_user_id: student.id,
        student: toPerson(student),
        student_class_ticket_id: ticketOf.get(student.id) ?? null,
        fee: staff ? (terms?.fee ?? 0) : null,
        fee_currency: staff ? (terms?.feeCurrency ?? "TWD") : null,
        online_fee: staff ? (terms?.onlineFee ?? null) : null,
        online_fee_currency: staff ? (terms?.onlineFeeCurrency ?? null) : null,
        need_pay_first: terms?.needPayFirst ?? false,
        default_parents_receivers: staff ? (terms?.defaultParentsReceivers ?? []) : [],
      };
    }),
    teachers: (people.teachers.get(classId) ?? []).map((teacher) => {
      const terms = termsOf.get(teacher.id);
      const sees = seesSalaryOf(teacher.id);
      return {
        teacher_user_id: teacher.id,
        teacher: toPerson(teacher),
        salary: sees ? (terms?.salary ?? 0) : null,
        salary_currency: sees ? (terms?.salaryCurrency ?? "TWD") : null,
        online_salary: sees ? (terms?.onlineSalary ?? null) : null,
        online_salary_currency: sees ? (terms?.onlineSalaryCurrency ?? null) : null,
        salary_unit: terms?.salaryUnit ?? 3,
        can_see_others: terms?.canSeeOthers ?? false,
        need_to_intro: terms?.needToIntro ?? false,
        is_update_teacher_bio: terms?.isUpdateTeacherBio ?? false,
        bio_en: terms?.bioEn ?? "",
        bio_zh: terms?.bioZh ?? "",
      };
    }),
    class_teacher_invitations: invitations.map((row) => toInvitationDto(row, locale)),
    updated_at: (lesson?.updatedAt ?? cls.updatedAt).toISOString(),
  };
}

/** GET private-lessons: staff all (or one person's with role_type + user_id); others their own. */
export async function listPrivateLessons(
  db: DbOrTx,
  actor: Actor,
  query: PrivateLessonsQuery,
  locale: Locale = "en",
) {
  const own = isStaff(actor)
    ? undefined
    : or(
        teachesClassCondition(actor.id),
        attendsClassCondition(actor.id),
        actor.roles.includes("parent") ? childAttendsClassCondition(actor.id) : undefined,
      );
  const filter =
    query.user_id === undefined
      ? undefined
      : query.role_type === "teacher"
        ? teachesClassCondition(query.user_id)
        : query.role_type === "parent"
          ? childAttendsClassCondition(query.user_id)
          : attendsClassCondition(query.user_id);
  // The title in any language matches.
  const titles = sql`concat_ws(' ', ${sessionClasses.name}, ${sessionClasses.translations}->'en'->>'name', ${sessionClasses.translations}->'zh-TW'->>'name', ${sessionClasses.translations}->'zh-CN'->>'name')`;
  const q = query.q ? sql`${titles} ilike ${containsPattern(query.q)}` : undefined;
  const { rows, total } = await listPrivateClassRows(db, and(own, filter, q) as SQL | undefined, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const ids = rows.map((row) => row.cls.id);
  const [people, progress] = await readAll(db, [
    () => listPeopleOfClasses(db, ids),
    () => progressOf(db, ids),
  ]);
  return toPage(
    rows.map((row) => listFields(row, people, progress.get(row.cls.id) ?? "greet_not_scheduled", locale)),
    total,
    query.page,
    query.page_size,
  );
}

// ---- saving the lesson form ----

type FieldErrors = Record<string, MessageKey[]>;

/** Spec 02 §5: rows without a user id are dropped; the rest must be real students and teachers. */
async function checkPeople(tx: DbOrTx, students: LessonRequestInput[], teachers: ClassTeacherInput[]) {
  const studentIds = students.map((s) => s.student_user_id as number);
  const teacherIds = teachers.map((t) => t.teacher_user_id as number);
  const all = [...new Set([...studentIds, ...teacherIds])];
  const [found, roles, parents] = await readAll(tx, [
    () => findUsersByIds(tx, all),
    () => listRoles(tx, all),
    () => listParentIds(tx, studentIds),
  ]);
  const exists = new Set(found.map((u) => u.id));
  const errors: FieldErrors = {};
  students.forEach((row, index) => {
    const id = row.student_user_id as number;
    const field = `lesson_requests.${index}.student_user_id`;
    if (!exists.has(id)) errors[field] = ["user_not_found"];
    else if (!roles.get(id)?.includes("student")) errors[field] = ["not_a_student"];
    else if (studentIds.indexOf(id) !== index) errors[field] = ["v.user_twice"];
    const linked = parents.get(id) ?? [];
    if (row.default_parents_receivers.some((parent) => !linked.includes(parent))) {
      errors[`lesson_requests.${index}.default_parents_receivers`] = ["student_not_linked"];
    }
  });
  teachers.forEach((row, index) => {
    const id = row.teacher_user_id as number;
    const field = `teachers.${index}.teacher_user_id`;
    if (!exists.has(id)) errors[field] = ["user_not_found"];
    else if (!roles.get(id)?.includes("teacher")) errors[field] = ["not_a_teacher"];
    else if (teacherIds.indexOf(id) !== index) errors[field] = ["v.user_twice"];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

const UNPLACED = {
  date: null,
  time: null,
  address: "",
  classroom: "",
  study_room: "",
  score_range: "",
  ta_user_id: null,
} as const;

/**
 * Applies the student list: a student already placed in the class is updated (U); one without a
 * ticket here gets a ticket of the class's session, placed in it (A); a placed student missing from
 * the list is taken out of the class, their lesson logs kept (D).
 */
async function applyStudents(
  tx: Database,
  actor: Actor,
  classId: number,
  courseSessionId: number,
  students: LessonRequestInput[],
) {
  const placed = await placedTickets(tx, classId);
  const ticketOf = new Map([...placed.entries()].map(([ticket, student]) => [student, ticket]));
  const changes: Array<{ student_user_id: number; action_mode: ActionMode }> = [];
  for (const row of students) {
    const studentId = row.student_user_id as number;
    let ticketId = ticketOf.get(studentId);
    const mode: ActionMode = ticketId === undefined ? "A" : "U";
    if (ticketId === undefined) {
      const { ticket } = await createClassTicket(tx, {
        studentUserId: studentId,
        courseSessionId,
        note: "private lesson",
        actorId: actor.id,
        requestId: actor.requestId,
      });
      await placeTicket(tx, actor, ticket.id, { session_class_id: classId, ...UNPLACED });
      ticketId = ticket.id;
    }
    ticketOf.delete(studentId);
    await upsertStudentTerms(tx, {
      sessionClassId: classId,
      studentUserId: studentId,
      studentClassTicketId: ticketId,
      fee: row.fee,
      feeCurrency: row.fee_currency,
      onlineFee: row.online_fee,
      onlineFeeCurrency: row.online_fee_currency,
      needPayFirst: row.need_pay_first,
      defaultParentsReceivers: row.default_parents_receivers,
    });
    changes.push({ student_user_id: studentId, action_mode: mode });
  }
  for (const [studentId, ticketId] of ticketOf) {
    await placeTicket(tx, actor, ticketId, { session_class_id: null, ...UNPLACED });
    changes.push({ student_user_id: studentId, action_mode: "D" });
  }
  const kept = new Set(students.map((s) => s.student_user_id as number));
  const stale = (await listAllStudentTerms(tx, classId)).filter((t) => !kept.has(t.studentUserId));
  await deleteStudentTerms(
    tx,
    classId,
    stale.map((t) => t.studentUserId),
  );
  return changes;
}

/**
 * Applies the teacher list's terms: a teacher already in the class is updated (U); a new one is
 * added with need_to_intro and is_update_teacher_bio set and is mailed (A); a teacher missing from
 * the list loses their terms (D). The class's teacher list itself is written by the classes module.
 */
async function applyTeacherTerms(
  tx: DbOrTx,
  classId: number,
  before: number[],
  teachers: ClassTeacherInput[],
) {
  const changes: Array<{ teacher_user_id: number; action_mode: ActionMode }> = [];
  for (const row of teachers) {
    const teacherId = row.teacher_user_id as number;
    const mode: ActionMode = before.includes(teacherId) ? "U" : "A";
    await upsertTeacherTerms(tx, {
      sessionClassId: classId,
      teacherUserId: teacherId,
      salary: row.salary,
      salaryCurrency: row.salary_currency,
      onlineSalary: row.online_salary,
      onlineSalaryCurrency: row.online_salary_currency,
      salaryUnit: row.salary_unit,
      canSeeOthers: row.can_see_others,
      needToIntro: mode === "A" ? true : row.need_to_intro,
      isUpdateTeacherBio: mode === "A" ? true : row.is_update_teacher_bio,
      bioEn: row.bio_en,
      bioZh: row.bio_zh,
    });
    changes.push({ teacher_user_id: teacherId, action_mode: mode });
  }
  const kept = new Set(teachers.map((t) => t.teacher_user_id as number));
  const removed = before.filter((id) => !kept.has(id));
  const staleTerms = (await listTeacherTerms(tx, classId))
    .map((t) => t.teacherUserId)
    .filter((id) => !kept.has(id));
  await deleteTeacherTerms(tx, classId, [...new Set([...removed, ...staleTerms])]);
  for (const id of removed) changes.push({ teacher_user_id: id, action_mode: "D" });
  return changes;
}

function defaultCourseSession(input: AddCustomLessonInput): number {
  if (input.course_session_id !== undefined) return input.course_session_id;
  if (input.type === PRIVATE_LESSON_TYPES.custom) return PRIVATE_LESSON_COURSE_SESSIONS.custom;
  return input.is_online ? PRIVATE_LESSON_COURSE_SESSIONS.online : PRIVATE_LESSON_COURSE_SESSIONS.in_person;
}

/**
 * POST add-custom-lesson and update-custom-lesson: the class (classes module), its private-lesson
 * fields and timeslots, the students (tickets placed in the class, with their fees) and teachers
 * (with their salaries), in one transaction. Students and teachers without a user id are dropped;
 * what happens to each row (A/U/D) is decided here from the stored state, never taken from the client.
 */
/**
 * The lesson's start (spec 02 §5): `started_at` when sent ("YYYY-MM-DD HH:mm:ss" or null), else the
 * separate date and time; null unless both parts are there.
 */
function startOf(input: AddCustomLessonInput): { date: string; time: string } | null {
  if (input.started_at !== undefined)
    return input.started_at
      ? { date: input.started_at.slice(0, 10), time: input.started_at.slice(11) }
      : null;
  return input.started_date && input.started_time
    ? { date: input.started_date, time: input.started_time }
    : null;
}

export async function saveCustomLesson(
  db: Database,
  actor: Actor,
  input: AddCustomLessonInput | UpdateCustomLessonInput,
  publicUrl: string,
  locale: Locale = "en",
): Promise<PrivateLessonSaveResult> {
  return db.transaction(async (tx) => {
    const students = input.lesson_requests.filter((row) => row.student_user_id);
    const teachers = input.teachers.filter((row) => row.teacher_user_id);
    await checkPeople(tx, students, teachers);
    const teacherIds = teachers.map((t) => t.teacher_user_id as number);
    const started = startOf(input);
    const requestContent = richTextInput("request_content", input.request_content);
    const mailContent = richTextInput("mail_content", input.mail_content);
    const nameTranslations = classNameTranslations(input.translations);
    const classFields = {
      name: input.title,
      ...(nameTranslations && { translations: nameTranslations }),
      start_date: started?.date ?? null,
      time_from: hhmm(started?.time ?? null),
      timezone: input.timezone,
      is_online: input.is_online,
      address: input.address,
    };

    let classId: number;
    let courseSessionId: number;
    let teachersBefore: number[] = [];
    // The class's translations as saved name it in the mails, unless this save renamed it and sent
    // no translations (the stored ones then name the old title).
    let translations: FieldTranslations<SessionClassTextField> | null = mergeFieldTranslations(
      undefined,
      nameTranslations,
    );
    const updating = "class_id" in input;
    if (updating) {
      await lockPrivateLesson(tx, input.class_id);
      const existing = await findPrivateClass(tx, input.class_id);
      if (!existing) throw notFound("private_lesson_not_found");
      classId = existing.cls.id;
      translations =
        nameTranslations || existing.cls.name === input.title
          ? mergeFieldTranslations(existing.cls.translations, nameTranslations)
          : null;
      courseSessionId = input.course_session_id ?? existing.cls.courseSessionId;
      teachersBefore = ((await listPeopleOfClasses(tx, [classId])).teachers.get(classId) ?? []).map(
        (p) => p.id,
      );
      await updateClass(tx, actor, actor, classId, {
        ...classFields,
        ...(input.course_session_id !== undefined && { course_session_id: input.course_session_id }),
        teacher_ids: teacherIds,
      });
    } else {
      courseSessionId = defaultCourseSession(input);
      const created = await createClass(tx, actor, actor, {
        ...classFields,
        course_session_id: courseSessionId,
        teacher_ids: teacherIds,
        ta_ids: [],
        end_date: null,
        schedule: "",
        time_to: null,
        room: "",
        online_link: "",
        capacity: null,
        notes: "",
      });
      classId = created.id;
    }
    await upsertPrivateLesson(tx, {
      sessionClassId: classId,
      type: input.type,
      subjectType: input.subject_type,
      subject: input.subject,
      requestTimeInfo: input.request_time_info,
      requestContent,
      contactToolPreference: input.contact_tool_preference,
      startedDate: started?.date ?? null,
      startedTime: started?.time ?? null,
      durationMinutes: input.duration_hours * 60 + input.duration_minutes,
      lookForTeacher: input.look_for_teacher,
      adminNote: input.admin_note,
      teacherNote: input.teacher_note,
      mailContent,
      mailToTeachers: input.mail_to_teachers,
      mailToStudents: input.mail_to_students,
      mailToParents: input.mail_to_parents,
      createdBy: actor.id,
    });
    await replaceTimeslots(tx, classId, input.session_class_timeslots);
    const studentChanges = await applyStudents(tx, actor, classId, courseSessionId, students);
    const teacherChanges = await applyTeacherTerms(tx, classId, teachersBefore, teachers);

    await recordAudit(tx, {
      actorId: actor.id,
      action: updating ? "private_lesson.update" : "private_lesson.create",
      targetType: "session_class",
      targetId: classId,
      after: {
        type: input.type,
        course_session_id: courseSessionId,
        title: input.title,
        ...(input.translations && { translations: input.translations }),
        students: students.map((s) => ({
          student_user_id: s.student_user_id,
          fee: s.fee,
          fee_currency: s.fee_currency,
        })),
        teachers: teachers.map((t) => ({
          teacher_user_id: t.teacher_user_id,
          salary: t.salary,
          salary_currency: t.salary_currency,
          salary_unit: t.salary_unit,
        })),
        changes: { students: studentChanges, teachers: teacherChanges },
      },
      requestId: actor.requestId,
    });

    const newTeachers = teacherChanges.filter((c) => c.action_mode === "A").map((c) => c.teacher_user_id);
    const studentIds = students.map((s) => s.student_user_id as number);
    let parentIds: number[] = [];
    if (input.mail_to_parents) {
      const linked = await listParentIds(tx, studentIds);
      parentIds = students.flatMap((s) =>
        s.default_parents_receivers.length > 0
          ? s.default_parents_receivers
          : (linked.get(s.student_user_id as number) ?? []),
      );
    }
    await mailLesson(tx, {
      publicUrl,
      classId,
      title: input.title,
      translations,
      startedAt: started ? `${started.date} ${started.time.slice(0, 5)} (${input.timezone})` : null,
      mailContent,
      teacherIds: input.mail_to_teachers ? teacherIds : newTeachers,
      studentIds: input.mail_to_students ? studentIds : [],
      parentIds,
    });

    return {
      ...(await getCustomLesson(tx, actor, classId, locale)),
      changes: { lesson_requests: studentChanges, teachers: teacherChanges },
    };
  });
}
