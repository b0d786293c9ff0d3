import {
  type FieldTranslations,
  type Locale,
  mergeFieldTranslations,
  type SessionClassTextField,
} from "@edu/shared";
import {
  type AddCustomLessonInput,
  PRIVATE_LESSON_COURSE_SESSIONS,
  PRIVATE_LESSON_TYPES,
  type PrivateLessonSaveResult,
  type UpdateCustomLessonInput,
} from "@edu/shared/lessons";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { createClass, updateClass } from "../classes";
import { listParentIds } from "../users";
import { applyStudents, applyTeacherTerms, checkPeople } from "./private-lesson-people";
import { getCustomLesson } from "./private-lesson-reads.service";
import { mailLesson } from "./private-lessons.mail";
import {
  findPrivateClass,
  listPeopleOfClasses,
  lockPrivateLesson,
  replaceTimeslots,
  upsertPrivateLesson,
} from "./private-lessons.repository";
import { classNameTranslations } from "./private-lessons.titles";

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

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
