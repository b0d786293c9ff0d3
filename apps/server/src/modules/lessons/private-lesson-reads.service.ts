import { type Locale, missingTranslationLocales, resolveFields } from "@edu/shared";
import {
  PRIVATE_LESSON_TEXT_FIELDS,
  PRIVATE_LESSON_TYPES,
  type PrivateLesson,
  type PrivateLessonListItem,
  type PrivateLessonProgress,
  type PrivateLessonsQuery,
} from "@edu/shared/lessons";
import { and, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { readAll } from "../../db/read-all";
import { type Actor, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { sessionClasses } from "../classes";
import { placedTickets, teachesClass } from "./class-access";
import { toInvitationDto } from "./invitations.dto";
import { listClassInvitations } from "./invitations.repository";
import { toPerson } from "./person-brief";
import {
  attendsClassCondition,
  childAttendsClassCondition,
  findPrivateClass,
  listAllStudentTerms,
  listPeopleOfClasses,
  listPrivateClassRows,
  listTeacherTerms,
  listTimeslots,
  type PrivateClassRow,
  progressOf,
  teachesClassCondition,
} from "./private-lessons.repository";
import { titleTranslations } from "./private-lessons.titles";

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
