/**
 * Attendance of one student at one lesson (a lesson log's `attendance_status`). The spec shows only
 * "default 1"; the rest is ours. Each status says whether the lesson is billed to the family and paid
 * to the teacher, so bills and payroll follow the log and never decide attendance themselves.
 * Codes are stored; never renumber one (add new codes at the end).
 */
export const ATTENDANCE_STATUSES = [
  /** Attended. */
  { code: 1, key: "present", billable: true, payable: true },
  /** Attended, arrived late: the full lesson is billed and paid. */
  { code: 2, key: "late", billable: true, payable: true },
  /** Absent with notice given in time (leave requested): neither billed nor paid; may be made up. */
  { code: 3, key: "excused_absence", billable: false, payable: false },
  /** Absent without notice (no-show): the teacher was there, so it is billed and paid. */
  { code: 4, key: "absent", billable: true, payable: true },
  /** The school cancelled the lesson (weather, holiday, no room): neither billed nor paid. */
  { code: 5, key: "cancelled_by_school", billable: false, payable: false },
  /** The teacher cancelled: neither billed nor paid. */
  { code: 6, key: "cancelled_by_teacher", billable: false, payable: false },
  /** The family cancelled too late (after the notice period): billed, and the teacher is paid. */
  { code: 7, key: "late_cancellation", billable: true, payable: true },
  /** A make-up lesson replacing an excused absence: billed and paid (the absence was not). */
  { code: 8, key: "make_up", billable: true, payable: true },
] as const;

export type AttendanceStatusInfo = (typeof ATTENDANCE_STATUSES)[number];
export type AttendanceStatus = AttendanceStatusInfo["code"];
export type AttendanceStatusKey = AttendanceStatusInfo["key"];
export const ATTENDANCE_STATUS_CODES = ATTENDANCE_STATUSES.map((status) => status.code) as [
  AttendanceStatus,
  ...AttendanceStatus[],
];
/** Spec 02 §9: "Default attendance status on log creation: 1". */
export const DEFAULT_ATTENDANCE_STATUS: AttendanceStatus = 1;

export function attendanceStatusInfo(code: number): AttendanceStatusInfo | undefined {
  return ATTENDANCE_STATUSES.find((status) => status.code === code);
}
/** Whether a lesson with this attendance is billed to the family. */
export const isBillableAttendance = (code: number): boolean => attendanceStatusInfo(code)?.billable ?? false;
/** Whether a lesson with this attendance is paid to the teacher. */
export const isPayableAttendance = (code: number): boolean => attendanceStatusInfo(code)?.payable ?? false;

/**
 * Which kind of log a class takes: private and custom lessons (course_session_id ≤ 10) write a
 * lesson log per schedule (lesson-log, admin/lesson-log), group classes a group lesson log.
 */
export const TEACHING_LOG_KINDS = ["private", "group"] as const;
export type TeachingLogKind = (typeof TEACHING_LOG_KINDS)[number];

export const LESSON_LOGS_PAGE_SIZE = 50;
/** The most students one log lists (a group class's roster). */
export const LESSON_LOG_MAX_STUDENTS = 200;
/** The most lesson logs one batch attendance change carries. */
export const ATTENDANCE_BATCH_MAX = 500;
/** The longest lesson a log records: 12 hours. */
export const LESSON_MAX_MINUTES = 12 * 60;

/** Spec 02 §9: a new private lesson lasts 2 h 0 min, in Asia/Taipei. */
export const DEFAULT_LESSON_DURATION = { hours: 2, minutes: 0 } as const;
export const DEFAULT_LESSON_TIMEZONE = "Asia/Taipei";
/** Spec 02 §7: "Class fetch uses a default test_type of weekly". */
export const DEFAULT_CLASS_TEST_TYPE = "weekly";

/** Private lesson kinds (the spec's `type`): update-custom-lesson sends 2. */
export const PRIVATE_LESSON_TYPES = { private: 1, custom: 2 } as const;
/** Course sessions (≤ 10) a new private or custom lesson's class goes into, by kind and format. */
export const PRIVATE_LESSON_COURSE_SESSIONS = { in_person: 1, online: 2, custom: 6 } as const;
/** A timeslot's period: `times` per day, week or month. */
export const TIMESLOT_PERIODS = ["D", "W", "M"] as const;
export type TimeslotPeriod = (typeof TIMESLOT_PERIODS)[number];
/**
 * Salary units (spec: default 3; other values not shown). Ours: 1 per lesson, 2 per month, 3 per
 * hour — lesson logs carry hourly rates, so only unit 3 is multiplied by a log's hours.
 */
export const SALARY_UNITS = { per_lesson: 1, per_month: 2, per_hour: 3 } as const;
/** Spec 02 §9: the defaults of a new private lesson. */
export const PRIVATE_LESSON_DEFAULTS = {
  duration_hours: 2,
  duration_minutes: 0,
  timezone: "Asia/Taipei",
  session_class_timeslots: [{ from: null, to: null, times: 2, per: "M" as TimeslotPeriod }],
  contact_tool_preference: 1,
  salary_unit: 3,
  currency: "TWD",
} as const;
/**
 * A private lesson's progress, derived from its data (spec 02 §4): meet-and-greet not scheduled →
 * scheduled → first class not scheduled → in progress → ended.
 */
export const PRIVATE_LESSON_PROGRESS = [
  "greet_not_scheduled",
  "greet_scheduled",
  "first_class_not_scheduled",
  "in_progress",
  "ended",
] as const;
export type PrivateLessonProgress = (typeof PRIVATE_LESSON_PROGRESS)[number];
/** A student or teacher row of the lesson form: add, update, delete (computed by the server). */
export const ACTION_MODES = ["A", "U", "D"] as const;
export type ActionMode = (typeof ACTION_MODES)[number];
export const PRIVATE_LESSONS_PAGE_SIZE = 50;
export const PRIVATE_LESSON_MAX_PEOPLE = 20;

/** A teacher invitation's reply (spec: no reply, accepted, rejected; the codes are ours). */
export const INVITATION_REPLIED_STATUSES = [
  { code: 0, key: "no_reply" },
  { code: 1, key: "accepted" },
  { code: 2, key: "rejected" },
] as const;
export type InvitationRepliedStatus = (typeof INVITATION_REPLIED_STATUSES)[number]["code"];
/** How long a mailed reply link works (from creation, renewed by each invitation mail). */
export const INVITATION_TTL_DAYS = 30;

/**
 * Spec 02 §3: the meet-and-greet form's default meeting-time object (date is today, filled by the
 * client): decided time 08:00 in Asia/Taipei at the class's address.
 */
export const GREET_MEETING_DEFAULTS = {
  isDecidedMeetingTime: true,
  isSameOfClassAddress: true,
  time: "08:00",
  timezone: "Asia/Taipei",
  address: "",
  duration_minutes: 30,
} as const;
