import type { FieldTranslations, SessionClassTextField } from "@edu/shared";
import {
  type AttendanceStatus,
  addCustomLessonSchema,
  attendanceBatchSchema,
  createGreetMeetingSchema,
  createProgressReportSchema,
  createTeachingLogSchema,
  inviteTeachersSchema,
  progressReportStatusesQuerySchema,
  replyTeacherInvitationSchema,
  type TeachingLogKind,
} from "@edu/shared/lessons";
import { like } from "drizzle-orm";
import type { Actor } from "../../http/actor";
import type { DemoSeed } from "../../seed/seed";
import { addDays } from "../../seed/steps/demo-calendar";
import { demoPeople } from "../../seed/steps/demo-people";
import { sessionClasses, updateClass } from "../classes";
import { setAttendanceBatch } from "./attendance.service";
import { createGreetMeeting } from "./greet-meetings.service";
import { replyInvitation } from "./invitation-reply.service";
import { inviteTeachers } from "./invitation-send.service";
import { nextTeachingLog } from "./next-teaching-log.service";
import { saveCustomLesson } from "./private-lesson-save.service";
import { createProgressReport } from "./progress-report-edit.service";
import { listProgressReportStatuses } from "./progress-report-lists.service";
import { createTeachingLog } from "./teaching-log-create.service";

/** Demo progress reports' texts (rich text, sanitized on the way in like any report). */
/**
 * What the teachers write (logs, homework, reports) is free text in one language: this Taiwanese
 * school's teachers write it in Chinese, keeping exam names as people in Taiwan write them.
 */
const REPORT_TEXTS = [
  "<p><strong>本月進度：</strong>閱讀速度提升，推論題大多答對。</p><ul><li>準備一本單字筆記。</li><li>每天一篇計時閱讀。</li></ul>",
  "<p>本月進步：課堂參與積極，作業皆準時完成。</p><p>建議：加強計時練習，每週完成兩篇閱讀。</p>",
  "<p>極限與級數穩定進步，下個月進入積分技巧。作業皆已完成。</p>",
];

/**
 * Attendance of the demo logs, by lesson number over all of them (repeating): mostly present, and
 * every other status once in 19 (the step writes at least 19 logs: 13 private, 6 or more of last
 * term's class). The logs are written present (the default) and then marked in one batch, the way
 * a teacher corrects a register.
 */
const ATTENDANCE_PATTERN: AttendanceStatus[] = [1, 2, 1, 1, 3, 1, 8, 1, 1, 4, 1, 1, 5, 1, 7, 1, 1, 6, 1];

const TOPICS = [
  "診斷測驗與目標設定",
  "閱讀：主旨與寫作目的",
  "文法：標點與句子界線",
  "語境中的字彙",
  "數據與圖表",
  "計時練習一回",
  "檢討模擬測驗",
  "難題解題策略",
];

/** The private lessons' address (the demo school's Taipei classroom), as it reads in Chinese. */
const TAIPEI_ADDRESS = { "zh-TW": "台北市信義路五段7號", "zh-CN": "台北市信义路五段7号" } as const;

/**
 * The private lessons' names in Chinese (the classes' `translations`; the title stays the English
 * base): the school names a lesson by its kind and its course, the course as people in Taiwan write it.
 */
const LESSON_NAMES = {
  toefl: { "zh-TW": "一對一：托福口說指導", "zh-CN": "一对一：托福口语指导" },
  satMath: { "zh-TW": "一對一：SAT 數學", "zh-CN": "一对一：SAT 数学" },
  essay: { "zh-TW": "客製課程：大學申請文書工作坊", "zh-CN": "定制课程：大学申请文书工作坊" },
  reading: { "zh-TW": "一對一：SAT 閱讀", "zh-CN": "一对一：SAT 阅读" },
  calculus: { "zh-TW": "一對一：AP 微積分 BC", "zh-CN": "一对一：AP 微积分 BC" },
} as const;

/** A lesson's Chinese name (and address, when it has one) as class translations. */
function chinese(
  name: { "zh-TW": string; "zh-CN": string },
  withAddress = false,
): FieldTranslations<SessionClassTextField> {
  const both = (locale: "zh-TW" | "zh-CN") => ({
    name: name[locale],
    ...(withAddress && { address: TAIPEI_ADDRESS[locale] }),
  });
  return { "zh-TW": both("zh-TW"), "zh-CN": both("zh-CN") };
}

/** Weekly dates from `from` (moved to the first `weekday`, 0 = Sunday) while before `until`. */
function weekly(from: string, until: string, weekday: number, max = 20): string[] {
  const first = addDays(from, (weekday - new Date(`${from}T00:00:00Z`).getUTCDay() + 7) % 7);
  const dates: string[] = [];
  for (let day = first; day < until && dates.length < max; day = addDays(day, 7)) dates.push(day);
  return dates;
}

/**
 * Lessons: five private lessons, one in each progress state (meet-and-greet not
 * scheduled → scheduled → first class not scheduled → in progress → ended), teacher invitations
 * in every reply state, meet-and-greets, and a term of lesson logs with varied attendance for
 * Ethan's group classes (ACT this term, last term's TOEFL) and the private lessons that started.
 * Everything goes through the lessons module's services as the admin; dates are relative to the
 * seeding day, and group classes are logged only on their own dates before today, so the step also
 * fits a database whose classes were seeded on an earlier day. No mail is asked for, except the
 * notice saveCustomLesson always queues for a newly added teacher.
 */
export const demoLessonsSeed: DemoSeed = {
  name: "demo-lessons",
  run: async (tx, { config }) => {
    const { admin, id } = await demoPeople(tx, ["teacher", "teacher2", "student", "student2"]);
    const publicUrl = config.PUBLIC_URL;
    const today = new Date().toISOString().slice(0, 10);
    const statuses: { id: number; attendance_status: AttendanceStatus }[] = [];
    let lessonNumber = 0; // over all the step's logs, so every status of the pattern is used

    /** A private lesson (the form takes one title), then its Chinese texts (the class's translations). */
    const lesson = async (
      input: Record<string, unknown>,
      translations: FieldTranslations<SessionClassTextField>,
    ) => {
      const { id: classId } = await saveCustomLesson(
        tx,
        admin,
        addCustomLessonSchema.parse(input),
        publicUrl,
      );
      await updateClass(tx, admin, admin, classId, { translations });
      return classId;
    };
    const student = (username: string, fee: number) => ({
      student_user_id: id(username),
      fee,
      fee_currency: "TWD",
    });
    const teacher = (username: string, salary: number) => ({
      teacher_user_id: id(username),
      salary,
      salary_currency: "TWD",
      salary_unit: 3,
    });
    const invite = async (classId: number, username: string, reply: 0 | 1 | 2) => {
      const { data } = await inviteTeachers(
        tx,
        admin,
        inviteTeachersSchema.parse({
          class_id: classId,
          teachers: [{ teacher_user_id: id(username), salary: 120_000, notes: "時薪新台幣 1,200 元" }],
        }),
        { publicUrl, timeZone: config.SCHOOL_TIME_ZONE },
      );
      const sent = data.find((row) => row.teacher_user_id === id(username));
      if (!sent) throw new Error(`demo-lessons: no invitation for ${username}`);
      if (reply !== 0) {
        await replyInvitation(
          tx,
          replyTeacherInvitationSchema.parse({
            class_teacher_invitation_id: sent.encrypted_id,
            replied_status: reply,
          }),
          "demo-seed",
        );
      }
    };
    const greet = (classId: number, teacherUsername: string, day: string) =>
      createGreetMeeting(
        tx,
        admin,
        createGreetMeetingSchema.parse({
          session_class_id: classId,
          teacher_user_ids: [id(teacherUsername)],
          started_at: `${day} 17:00:00`,
          duration_minutes: 30,
        }),
      );
    /** One log per date, everyone placed in the class, as `teacher` (the class's teacher). */
    const logTerm = async (
      actor: Actor,
      kind: TeachingLogKind,
      classId: number,
      teacherId: number,
      dates: string[],
      time: string,
      minutes: number,
    ) => {
      const roster = await nextTeachingLog(tx, actor, classId);
      if (roster.students.length === 0) return;
      for (const [index, day] of dates.entries()) {
        const log = await createTeachingLog(
          tx,
          actor,
          kind,
          createTeachingLogSchema.parse({
            class_id: classId,
            teacher_user_id: teacherId,
            started_at: `${day} ${time}`,
            duration_hours: Math.floor(minutes / 60),
            duration_minutes: minutes % 60,
            content: `<p>${TOPICS[index % TOPICS.length]}</p>`,
            homework: index % 2 === 0 ? "<p>講義練習題 20 題。</p>" : "",
            students: roster.students.map((row) => ({
              student_class_ticket_id: row.student_class_ticket_id,
              has_vocab_test: index % 3 === 0 ? 1 : 0,
            })),
          }),
          publicUrl,
        );
        for (const [row, entry] of log.students.entries()) {
          const status = ATTENDANCE_PATTERN[(lessonNumber + row) % ATTENDANCE_PATTERN.length] ?? 1;
          if (status !== 1) statuses.push({ id: entry.id, attendance_status: status });
        }
        lessonNumber += 1;
      }
    };

    // 1. Meet-and-greet not scheduled: Chloe asks for a teacher; one invited teacher has not
    //    answered, the other declined.
    const toefl = await lesson(
      {
        title: "Private: TOEFL Speaking coaching",
        subject_type: "TOEFL",
        subject: "Speaking",
        is_online: 1,
        look_for_teacher: 1,
        request_time_info: "Weekday evenings after 19:00",
        lesson_requests: [student("student2", 180_000)],
      },
      chinese(LESSON_NAMES.toefl),
    );
    await invite(toefl, "teacher", 0);
    await invite(toefl, "teacher2", 2);

    // 2. Meet-and-greet scheduled (in five days): Ethan and the teacher who accepted.
    const satMath = await lesson(
      {
        title: "Private: SAT Math 1:1",
        subject_type: "SAT",
        subject: "Math",
        address: "No. 7, Sec. 5, Xinyi Rd, Taipei",
        lesson_requests: [student("student", 200_000)],
        teachers: [teacher("teacher2", 120_000)],
      },
      chinese(LESSON_NAMES.satMath, true),
    );
    await invite(satMath, "teacher2", 1);
    await greet(satMath, "teacher2", addDays(today, 5));

    // 3. Met (ten days ago), first class not scheduled yet: a custom lesson for Chloe.
    const essay = await lesson(
      {
        type: 2,
        title: "Custom: College essay workshop",
        subject_type: "Counseling",
        subject: "Personal statement",
        is_online: 1,
        lesson_requests: [student("student2", 250_000)],
        teachers: [teacher("teacher", 150_000)],
      },
      chinese(LESSON_NAMES.essay),
    );
    await invite(essay, "teacher", 1);
    await greet(essay, "teacher", addDays(today, -10));

    // 4. In progress: Ethan's weekly SAT Reading lessons since five weeks ago.
    const started = addDays(today, -35);
    const reading = await lesson(
      {
        title: "Private: SAT Reading 1:1",
        subject_type: "SAT",
        subject: "Reading",
        started_date: started,
        started_time: "16:00",
        duration_hours: 1,
        duration_minutes: 30,
        address: "No. 7, Sec. 5, Xinyi Rd, Taipei",
        lesson_requests: [student("student", 200_000)],
        teachers: [teacher("teacher", 120_000)],
      },
      chinese(LESSON_NAMES.reading, true),
    );
    await greet(reading, "teacher", addDays(started, -7));
    const readingDates = Array.from({ length: 5 }, (_, k) => addDays(started, 7 * k));
    await logTerm(admin, "private", reading, id("teacher"), readingDates, "16:00:00", 90);

    // Group classes (found by name, with their own dates).
    const classNamed = async (pattern: string) => {
      const [found] = await tx
        .select({ id: sessionClasses.id, start: sessionClasses.startDate, end: sessionClasses.endDate })
        .from(sessionClasses)
        .where(like(sessionClasses.name, pattern))
        .limit(1);
      if (!found?.start) throw new Error(`demo-lessons needs the class ${pattern}`);
      const until = found.end && found.end < today ? addDays(found.end, 1) : today;
      return { id: found.id, start: found.start, end: found.end, until };
    };

    // 5. Ended after eight weekly lessons, two weeks before last term's TOEFL class ended: that class
    //    stays the latest ended one (the ended-class page's journey opens the first of that list).
    const act = await classNamed("ACT Math & Science");
    const lastToefl = await classNamed("TOEFL Reading & Listening, %");
    const calcEnd = addDays(lastToefl.end ?? today, -14);
    const calcStart = addDays(calcEnd, -49);
    const calculus = await lesson(
      {
        title: "Private: AP Calculus BC",
        subject_type: "AP",
        subject: "Calculus BC",
        is_online: 1,
        started_date: calcStart,
        started_time: "10:00",
        lesson_requests: [student("student2", 220_000)],
        teachers: [teacher("teacher2", 130_000)],
      },
      chinese(LESSON_NAMES.calculus),
    );
    const calcDates = Array.from({ length: 8 }, (_, k) => addDays(calcStart, 7 * k));
    await logTerm(admin, "private", calculus, id("teacher2"), calcDates, "10:00:00", 120);
    await updateClass(tx, admin, admin, calculus, { end_date: calcEnd });

    // Group classes: a log for each lesson day of the class that has passed.
    await logTerm(admin, "group", act.id, id("teacher2"), weekly(act.start, act.until, 6), "09:30:00", 180);
    const tuesdays = weekly(lastToefl.start, lastToefl.until, 2);
    await logTerm(admin, "group", lastToefl.id, id("teacher"), tuesdays, "19:30:00", 90);

    if (statuses.length > 0)
      await setAttendanceBatch(tx, admin, attendanceBatchSchema.parse({ lesson_logs: statuses }));

    // Progress reports (one per class, student and month with attended lessons, due once the month
    // is over): the first of every two due is written, the others stay owed for the teachers' prompt.
    const due = await listProgressReportStatuses(
      tx,
      admin,
      progressReportStatusesQuerySchema.parse({ status: "owed", page_size: 200 }),
    );
    for (const [index, row] of due.data.entries()) {
      if (index % 2 === 1) continue;
      await createProgressReport(
        tx,
        admin,
        createProgressReportSchema.parse({
          class_id: row.session_class.id,
          student_user_id: row.student.id,
          period: row.period,
          content: REPORT_TEXTS[index % REPORT_TEXTS.length],
        }),
      );
    }
  },
};
