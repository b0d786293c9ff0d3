import type { APIRequestContext, Page } from "@playwright/test";

/**
 * Ids of the demo data (apps/server/src/seed) to fill the route table's path parameters with, read through
 * the API as the person visiting: a teacher's class is one they teach, a parent's bill their own. What the
 * person's API does not list (a parent reads no teaching logs) comes from the admin's answers, so the page
 * shows what that person meets on someone else's record. `missing` stands for a record that does not exist
 * (the demo has no tags): the page must then say "not found".
 */
export type DemoIds = {
  course?: number;
  courseSession?: number;
  enrollment?: number;
  story?: number;
  siteContentKey?: string;
  faq?: number;
  mailDraft?: number;
  mailSent?: number;
  tag?: number;
  oldClass?: number;
  group: ClassIds;
  private: ClassIds;
  bill?: number;
  parent?: number;
  balanceEntry?: number;
  student?: number;
  teacher?: number;
  payroll?: number;
  teacherPayment?: number;
  monetaryStatement?: number;
  receivable?: number;
  /** A teacher's invitation to a private lesson (the invitation's own page). */
  invitation?: number;
  /** A demo school's slug (its page's address; everyone signed in reads schools). */
  school?: string;
  /** A counseling class (course session type "counseling": the demo's "College counseling — <year>"). */
  counselingClass?: number;
  /** The username of a student whose application profile the person may read (GET counseling-profiles). */
  counselingStudent?: string;
  /** The first collected school of that student (GET counseling-schools). */
  collectedCollege?: number;
  /** That student's first essay (GET counseling-essays). */
  counselingEssay?: number;
  /** A subtask of that student's first task that has one (GET counseling-tasks). */
  counselingSubtask?: number;
  /** The demo teacher's SAT practice (GET practices), and one attempt of it the person may read. */
  practice?: number;
  practiceAttempt?: number;
  /** The demo full practice (GET full-practices). */
  fullPractice?: number;
  /** The demo SAT form (key demo-sat-short) the authoring pages edit. */
  satForm?: number;
};

/** A class with one of its lesson logs and one of its progress reports (each with its own class). */
type ClassIds = {
  class?: number;
  log?: { id: number; classId: number };
  /** One student's lesson log of that teaching log (its id and the student's user id). */
  studentLog?: { id: number; studentId: number };
  report?: { id: number; classId: number };
};

/** An id no demo record has. */
export const MISSING_ID = 987_654;

/** The demo school whose pages the sweep visits, by its English name (schools.name_en, the Scorecard's INSTNM). */
const DEMO_SCHOOL_NAME = "University of California-Berkeley";

type Row = Record<string, unknown> & { id: number };

async function rows(http: APIRequestContext, path: string): Promise<Row[]> {
  const response = await http.get(path);
  if (!response.ok()) return [];
  const body = (await response.json()) as { data?: Row[] } | Row[];
  return Array.isArray(body) ? body : (body.data ?? []);
}

const nested = (row: Row | undefined, key: string) => row?.[key] as Row | undefined;

/** The demo ids `client`'s session lists; `fallback` (the admin's) fills what it does not. */
export async function readDemoIds(client: Page | APIRequestContext, fallback?: DemoIds): Promise<DemoIds> {
  const http = "goto" in client ? client.request : client;
  const [courses, sessions, enrollments, stories, content, faqs, mails, tags, old] = await Promise.all([
    rows(http, "/api/courses"),
    rows(http, "/api/course-sessions"),
    rows(http, "/api/enrolled-course-sessions"),
    rows(http, "/api/admin/stories"),
    rows(http, "/api/admin/site-content"),
    rows(http, "/api/faqs"),
    rows(http, "/api/mails"),
    rows(http, "/api/tags"),
    rows(http, "/api/old-session-classes"),
  ]);
  const [classes, logs, reports, privateLessons, bills, parents, students, payrolls, payments, statements] =
    await Promise.all([
      rows(http, "/api/session-classes"),
      rows(http, "/api/teaching-logs?per_page=100"),
      rows(http, "/api/progress-reports?per_page=100"),
      rows(http, "/api/private-lessons"),
      rows(http, "/api/order/unpaid"),
      rows(http, "/api/balance/parents"),
      rows(http, "/api/students"),
      rows(http, "/api/payroll/unpaid"),
      rows(http, "/api/teacher-payments"),
      rows(http, "/api/monetary-statements"),
    ]);
  const receivables = await rows(http, "/api/receivable-order");
  const schools = await rows(http, `/api/schools/search?keyword=${encodeURIComponent(DEMO_SCHOOL_NAME)}`);
  // A counselor's, student's or parent's own counseling class; the office finds it among all classes.
  const counselingClass = [
    ...(await rows(http, "/api/session-classes?q=counseling")),
    ...(await rows(http, "/api/session-classes/all?q=counseling")),
  ].find((row) => nested(row, "course_session")?.type === "counseling")?.id;
  const counselingProfile = (await rows(http, "/api/counseling-profiles?page_size=1"))[0];
  const counselingStudent = nested(counselingProfile, "student")?.username as string | undefined;
  const collectedCollege = counselingProfile
    ? (
        await rows(
          http,
          `/api/counseling-schools?student_user_id=${counselingProfile.student_user_id}&page_size=1`,
        )
      )[0]?.id
    : undefined;
  const counselingEssay = counselingProfile
    ? (
        await rows(
          http,
          `/api/counseling-essays?student_user_id=${counselingProfile.student_user_id}&page_size=1`,
        )
      )[0]?.id
    : undefined;
  const counselingSubtask = counselingProfile
    ? (
        await rows(
          http,
          `/api/counseling-tasks?student_user_id=${counselingProfile.student_user_id}&page_size=20`,
        )
      )
        .flatMap((task) => (task.subtasks as Row[] | undefined) ?? [])
        .at(0)?.id
    : undefined;
  const practice = (await rows(http, "/api/practices")).find((row) =>
    String(row.name).startsWith("SAT practice: Reading"),
  )?.id;
  const practiceAttempt = practice
    ? (await rows(http, `/api/practice/${practice}/attempts`))[0]?.id
    : undefined;
  const fullPractice = (await rows(http, "/api/full-practices"))[0]?.id;
  const satForm = (await rows(http, "/api/test-forms")).find((row) => row.key === "demo-sat-short")?.id;
  // A teacher's own invitations; for the office, the first private lesson (of the demo's, not another journey's
  // fresh one) that has any.
  let invitation = (await rows(http, "/api/class-teacher-invitations/mine"))[0]?.id;
  for (const lesson of invitation === undefined ? privateLessons.slice(0, 10) : []) {
    const custom = await http.get(`/api/get-custom-lesson?class_id=${lesson.class_id}`);
    const invited = custom.ok() ? ((await custom.json()) as Row).class_teacher_invitations : undefined;
    invitation = (invited as Row[] | undefined)?.[0]?.id;
    if (invitation !== undefined) break;
  }
  invitation ??= fallback?.invitation;
  /** The first student's lesson log of a teaching log, as its teaching log lists them. */
  const studentLogOf = async (log: ClassIds["log"]): Promise<ClassIds["studentLog"]> => {
    const response = log ? await http.get(`/api/teaching-log/${log.id}`) : undefined;
    const student = response?.ok()
      ? ((await response.json()) as { students?: Row[] }).students?.[0]
      : undefined;
    return student ? { id: student.id, studentId: student.student_user_id as number } : undefined;
  };
  // The first parent with ledger entries (other journeys add parents with none while this one reads).
  let parent = fallback?.parent;
  let entries: Row[] = [];
  for (const candidate of parents.slice(0, 10)) {
    const found = await rows(http, `/api/balance/parent/${candidate.id}/entries`);
    if (found.length > 0) {
      parent = candidate.id;
      entries = found;
      break;
    }
  }
  if (entries.length === 0) {
    parent = parents[0]?.id ?? parent;
    if (parent !== undefined) entries = await rows(http, `/api/balance/parent/${parent}/entries`);
  }
  const classIds = (isPrivate: boolean): ClassIds => {
    const log = logs.find((row) => (row.kind === "private") === isPrivate);
    const report = reports.find((row) => Boolean(nested(row, "session_class")?.is_private) === isPrivate);
    const own = isPrivate ? privateLessons[0]?.class_id : classes.find((row) => !row.is_private)?.id;
    const fallbackIds = isPrivate ? fallback?.private : fallback?.group;
    return {
      class: (own as number | undefined) ?? (log?.class_id as number | undefined) ?? fallbackIds?.class,
      log: log ? { id: log.id, classId: log.class_id as number } : fallbackIds?.log,
      report: report
        ? { id: report.id, classId: nested(report, "session_class")?.id as number }
        : fallbackIds?.report,
    };
  };
  const payroll = payrolls[0];
  const withStudentLog = async (ids: ClassIds, fallbackIds?: ClassIds): Promise<ClassIds> => ({
    ...ids,
    studentLog: (await studentLogOf(ids.log)) ?? fallbackIds?.studentLog,
  });
  return {
    course: courses[0]?.id ?? fallback?.course,
    courseSession: sessions[0]?.id ?? fallback?.courseSession,
    enrollment: enrollments[0]?.id ?? fallback?.enrollment,
    story: stories[0]?.id ?? fallback?.story,
    siteContentKey: (content[0]?.key as string | undefined) ?? fallback?.siteContentKey,
    faq: faqs[0]?.id ?? fallback?.faq,
    mailDraft: mails.find((row) => row.status === "draft")?.id ?? fallback?.mailDraft,
    mailSent: mails.find((row) => row.status !== "draft")?.id ?? fallback?.mailSent,
    tag: tags[0]?.id ?? fallback?.tag,
    oldClass: old[0]?.id ?? fallback?.oldClass,
    group: await withStudentLog(classIds(false), fallback?.group),
    private: await withStudentLog(classIds(true), fallback?.private),
    bill: bills[0]?.id ?? fallback?.bill,
    parent,
    balanceEntry: entries[0]?.id ?? fallback?.balanceEntry,
    student: students[0]?.id ?? fallback?.student,
    teacher: (nested(payroll, "teacher")?.id as number | undefined) ?? fallback?.teacher,
    payroll: payroll?.id ?? fallback?.payroll,
    teacherPayment: payments[0]?.id ?? fallback?.teacherPayment,
    monetaryStatement: statements[0]?.id ?? fallback?.monetaryStatement,
    receivable: receivables[0]?.id ?? fallback?.receivable,
    invitation,
    school:
      (schools.find((row) => row.name_en === DEMO_SCHOOL_NAME)?.slug as string | undefined) ??
      fallback?.school,
    counselingClass: counselingClass ?? fallback?.counselingClass,
    counselingStudent: counselingStudent ?? fallback?.counselingStudent,
    // With the student it belongs to: the admin's school of another student would be "not found" here.
    collectedCollege: counselingStudent ? collectedCollege : fallback?.collectedCollege,
    counselingEssay: counselingStudent ? counselingEssay : fallback?.counselingEssay,
    counselingSubtask: counselingStudent ? counselingSubtask : fallback?.counselingSubtask,
    practice: practice ?? fallback?.practice,
    practiceAttempt: practiceAttempt ?? fallback?.practiceAttempt,
    fullPractice: fullPractice ?? fallback?.fullPractice,
    satForm: satForm ?? fallback?.satForm,
  };
}

/**
 * The values of path parameter `name` of a route: one demo id, and for /classes/:courseId a course by id and the
 * application-counseling page (a static class page with a wide table). See paramValue.
 */
export function paramValues(ids: DemoIds, pattern: string, name: string, prefix: string): string[] {
  const value = paramValue(ids, pattern, name, prefix);
  return prefix === "/classes/:courseId" ? [value, "application_counseling"] : [value];
}

/**
 * The value of path parameter `name` of a route, from what comes before it (`prefix`, the pattern up to and
 * including the parameter) and the whole pattern. Throws for a parameter it does not know: a route with a new
 * parameter needs a line here (a guessed id would only show the not-found page).
 */
export function paramValue(ids: DemoIds, pattern: string, name: string, prefix: string): string {
  const lesson = pattern.startsWith("/private/") ? ids.private : ids.group;
  const studentPage = /\/log\/:lessonLogId\/student\/:studentId$/.test(pattern);
  // The class of a route about a report or a log is that record's class.
  const classOf = () =>
    (/:reportId/.test(pattern) ? lesson.report?.classId : undefined) ??
    (/:(lessonLogId|teachingLogId)/.test(pattern) ? lesson.log?.classId : undefined) ??
    lesson.class;
  const id = (value: number | string | undefined) => String(value ?? MISSING_ID);
  const byPrefix: [RegExp, () => number | string | undefined][] = [
    [/^\/classes\/:courseId$/, () => ids.course],
    [/^\/courses\/:id$/, () => ids.course],
    [/^\/course-sessions\/:id$/, () => ids.courseSession],
    [/\/enrollment\/:id$/, () => ids.enrollment],
    [/^\/admin\/stories\/:id$/, () => ids.story],
    [/^\/faq\/:id\?$/, () => ids.faq],
    [/^\/mail\/edit\/:id$/, () => ids.mailDraft],
    [/^\/mail\/view\/:id$/, () => ids.mailSent],
    [/^\/monetaryStatement\/edit\/:id$/, () => ids.monetaryStatement],
    [/^\/private\/private-lessons\/invitation\/:id$/, () => ids.invitation],
    [/^\/user\/:id$/, () => ids.student],
    [/^\/old-session-classes\/:classId$/, () => ids.oldClass],
    [
      /^\/(session-class(?:es)?|private\/:privateType|private\/private-lessons)\/:(id|classId|class_id|courseId)$/,
      classOf,
    ],
    [/^\/private\/:privateType\/link-teacher\/:class_id$/, classOf],
    [/^\/bill\/create\/lessonLog\/:enrolledId$/, () => ids.enrollment],
    [/^\/bill\/create\/lessonLog\/:enrolledId\/:classId$/, () => ids.group.log?.classId],
    [/\/:teacherId$/, () => ids.teacher],
    [/\/:teacherId\/salary\/:salaryId$/, () => ids.payroll],
    [/\/reset\/:payrollId$/, () => ids.payroll],
    [/^\/schools\/:schoolId$/, () => ids.school],
    [/^\/private\/counseling\/:id$/, () => ids.counselingClass],
    [/^\/private\/counseling\/student\/:username$/, () => ids.counselingStudent],
    [/^\/private\/setCounselingSchoolsType\/student\/:username$/, () => ids.counselingStudent],
    [/^\/private\/counseling\/:counselingId$/, () => ids.counselingClass],
    [/\/collected\/colleges\/:collectedCollegeId$/, () => ids.collectedCollege],
  ];
  for (const [matches, value] of byPrefix) if (matches.test(prefix)) return id(value());
  switch (name) {
    case "privateType":
      return "private-lessons";
    case "dialog":
      return "editStudentInfoDialog";
    case "roleType":
      return "teacher";
    case "userId":
      return id(/\/line-notes\/:userId$/.test(prefix) ? ids.student : ids.teacher);
    case "studentId":
      return id(studentPage ? lesson.studentLog?.studentId : ids.student);
    case "lessonLogId":
      // One student's lesson log: the student's log id, not the teaching log's.
      return id(studentPage ? lesson.studentLog?.id : lesson.log?.id);
    case "teachingLogId":
      return id(lesson.log?.id);
    case "title":
      return "SAT Core 1";
    case "testType":
      return "sat";
    case "essayId":
      return id(ids.counselingEssay);
    case "subtaskId":
      return id(ids.counselingSubtask);
    case "reportId":
      return id(lesson.report?.id);
    case "billId":
      return id(ids.bill);
    case "parentUserId":
      return id(ids.parent);
    case "balanceTransactionId":
      return id(ids.balanceEntry);
    case "teacherPaymentId":
      return id(ids.teacherPayment);
    case "receivableId":
      return id(ids.receivable);
    case "tagId":
      return id(ids.tag);
    case "key":
      return id(ids.siteContentKey);
    // The sandbox's checkout page of a deposit session, and a teacher's invitation reply (an encrypted id
    // only a mail carries): no demo record, so the page's answer to an unknown one is what is judged.
    case "sessionId":
    case "class_teacher_invitation_id":
      return id(undefined);
    case "reply_status":
      return "1";
    // A student's account page for one application service (features/counseling-applications).
    case "thirdAppType":
      return "common_app";
    // A school's tab with figures (the demo schools' staff-entered admissions figures).
    case "type":
      if (prefix === "/schools/:schoolId/:type") return "admissions";
      break;
    case "practiceId":
      return id(ids.practice);
    // A practice attempt; the demo has no full-practice attempt, so those pages' "not found" is judged.
    case "userExamId":
      return id(prefix.startsWith("/fullPractice/") ? undefined : ids.practiceAttempt);
    case "questionOrder":
    case "sectionOrder":
      return "1";
    case "fullPracticeId":
      return id(ids.fullPractice);
    // The authoring pages of the demo SAT form: its first section, question, passage and choice.
    case "testTypeId":
      return id(ids.satForm);
    case "sectionId":
      return "rw";
    case "questionId":
      return prefix.includes("/section/") ? "rw1-q1" : `${id(ids.satForm)}-rw1-q1`;
    case "passageId":
      return "rw1-q1-text";
    case "answerId":
      return "A";
    // A paper test's download token in the right shape but signed by nobody: the page's refusal is judged.
    case "fileToken":
      return `1.1.1.${"A".repeat(43)}`;
    case "*":
      return "";
  }
  throw new Error(`${pattern}: no demo value for the path parameter "${name}" (e2e/tests/demo-ids.ts)`);
}
