import {
  createTeachingLogSchema,
  type NextTeachingLog,
  type TeachingLog,
  updateTeachingLogSchema,
} from "@edu/shared/lessons";
import { describe, expect, it } from "vitest";
import { teachingLogEndpoints, teachingLogPath } from "../api/lessons-api";
import {
  addableStudents,
  formErrorPath,
  joinLocalDateTime,
  rowForPlaced,
  splitLocalDateTime,
  toLogPayload,
  valuesFromLog,
  valuesFromNext,
  withDefaultTeacher,
} from "./lesson-log-form";

const person = (id: number, first_name: string, last_name: string) => ({
  id,
  username: `u${id}`,
  first_name,
  last_name,
});
const brief = { id: 7, name: "Private SAT · 王小明", course_session_id: 1, is_private: true };

const next: NextTeachingLog = {
  class_id: 7,
  kind: "private",
  session_class: brief,
  previous_teaching_log_id: null,
  test_type: "weekly",
  teacher_user_id: null,
  salary: 80000,
  salary_currency: "TWD",
  started_at: "2026-09-08 16:00:00",
  timezone: "Asia/Taipei",
  duration_hours: 2,
  duration_minutes: 0,
  students: [
    {
      student_class_ticket_id: 31,
      student_user_id: 301,
      student: person(301, "小明", "王"),
      fee: 120000,
      fee_currency: "TWD",
      attendance_status: 1,
      has_vocab_test: false,
    },
    {
      student_class_ticket_id: 32,
      student_user_id: 302,
      student: person(302, "Amy", "Lin"),
      fee: 120000,
      fee_currency: "TWD",
      attendance_status: 1,
      has_vocab_test: true,
    },
  ],
};

describe("lesson log form values", () => {
  it("splits and joins the wall-clock start (seconds added, blanks refused by the schema)", () => {
    expect(splitLocalDateTime("2026-09-08 16:05:00")).toEqual({ date: "2026-09-08", time: "16:05" });
    expect(splitLocalDateTime("2026-09-08T07:30")).toEqual({ date: "2026-09-08", time: "07:30" });
    expect(splitLocalDateTime(null)).toEqual({ date: "", time: "" });
    expect(joinLocalDateTime("2026-09-08", "16:05")).toBe("2026-09-08 16:05:00");
    expect(joinLocalDateTime("2026-09-08", "")).toBe("");
  });

  it("fills a new log from next-teaching-log: every placed student present, names family-first", () => {
    const values = valuesFromNext(next);
    expect(values).toMatchObject({
      date: "2026-09-08",
      time: "16:00",
      timezone: "Asia/Taipei",
      duration_hours: 2,
      duration_minutes: 0,
      salary: "800",
      salary_currency: "TWD",
      teacher_user_id: null,
    });
    expect(values.students.map((s) => [s.name, s.attendance_status])).toEqual([
      ["王小明", "1"],
      ["Amy Lin", "1"],
    ]);
  });

  it("defaults the teacher to the class's first one when the class has no log yet", () => {
    const values = withDefaultTeacher(valuesFromNext(next), [{ id: 41 }, { id: 42 }]);
    expect(values.teacher_user_id).toBe("41");
    expect(withDefaultTeacher({ ...values, teacher_user_id: "42" }, [{ id: 41 }]).teacher_user_id).toBe("42");
  });

  it("staff send teacher and salary (minor units); teachers send neither", () => {
    const values = {
      ...withDefaultTeacher(valuesFromNext(next), [{ id: 41 }]),
      salary: "850.5",
      salary_currency: "USD" as const,
    };
    const staff = toLogPayload(values, { isStaff: true, classId: 7 });
    expect(staff).toMatchObject({
      class_id: 7,
      teacher_user_id: 41,
      salary: 85050,
      salary_currency: "USD",
      started_at: "2026-09-08 16:00:00",
    });
    const teacher = toLogPayload(values, { isStaff: false, classId: 7 });
    expect(teacher).not.toHaveProperty("teacher_user_id");
    expect(teacher).not.toHaveProperty("salary");
    expect(teacher).not.toHaveProperty("salary_currency");
    expect(createTeachingLogSchema.safeParse(teacher).success).toBe(true);
    expect(createTeachingLogSchema.safeParse(staff).success).toBe(true);
  });

  it("an empty salary is left to the class terms; a malformed one fails on the salary field", () => {
    const values = valuesFromNext(next);
    expect(toLogPayload({ ...values, salary: " " }, { isStaff: true, classId: 7 })).not.toHaveProperty(
      "salary",
    );
    const bad = toLogPayload({ ...values, salary: "12.345" }, { isStaff: true, classId: 7 });
    const result = createTeachingLogSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toContain("salary");
  });

  it("sends each student's attendance as a number (vocabulary test as next-teaching-log suggests); a missing time is an error shown on the date", () => {
    const values = valuesFromNext(next);
    const row = values.students[1];
    if (!row) throw new Error("fixture");
    row.attendance_status = "3";
    const payload = toLogPayload({ ...values, time: "" }, { isStaff: false, classId: 7 });
    expect(payload.students).toEqual([
      { student_class_ticket_id: 31, attendance_status: 1, has_vocab_test: false, comment: "" },
      { student_class_ticket_id: 32, attendance_status: 3, has_vocab_test: true, comment: "" },
    ]);
    const result = createTeachingLogSchema.safeParse(payload);
    expect(result.error?.issues.map((i) => formErrorPath(i.path.join(".")))).toEqual(["date"]);
  });

  it("refuses a log without students and a zero-length lesson", () => {
    const values = valuesFromNext(next);
    const none = createTeachingLogSchema.safeParse(
      toLogPayload({ ...values, students: [] }, { isStaff: false, classId: 7 }),
    );
    expect(none.error?.issues.map((i) => i.path.join("."))).toEqual(["students"]);
    const zero = createTeachingLogSchema.safeParse(
      toLogPayload({ ...values, duration_hours: 0, duration_minutes: "" }, { isStaff: false, classId: 7 }),
    );
    expect(zero.success).toBe(false);
  });

  it("edits an existing log: values round-trip and the PATCH body passes the update schema", () => {
    const log: TeachingLog = {
      id: 90,
      kind: "private",
      class_id: 7,
      session_class: brief,
      teacher_user_id: 41,
      teacher: person(41, "Grace", "Chen"),
      salary: 90000,
      salary_currency: "TWD",
      started_at: "2026-09-08T08:00:00.000Z",
      started_at_local: "2026-09-08 16:00:00",
      timezone: "Asia/Taipei",
      duration_hours: 1,
      duration_minutes: 30,
      full_hour: 1.5,
      content: "<p>Reading</p>",
      homework: "",
      note: "",
      mail_to_students: false,
      mail_to_parents: true,
      created_by: 1,
      created_at: "2026-09-08T10:00:00Z",
      updated_at: "2026-09-08T10:00:00Z",
      students: [
        {
          id: 501,
          teaching_log_id: 90,
          session_class_id: 7,
          student_user_id: 301,
          student: person(301, "小明", "王"),
          student_class_ticket_id: 31,
          fee: 120000,
          fee_currency: "TWD",
          attendance_status: 2,
          attendance_key: "late",
          billable: true,
          payable: true,
          has_vocab_test: true,
          comment: "Good",
        },
      ],
    };
    const values = valuesFromLog(log);
    expect(values).toMatchObject({
      teacher_user_id: "41",
      salary: "900",
      duration_minutes: 30,
      mail_to_parents: true,
    });
    const payload = toLogPayload(values, { isStaff: true });
    expect(payload).not.toHaveProperty("class_id");
    expect(payload.students).toEqual([
      { student_class_ticket_id: 31, attendance_status: 2, has_vocab_test: true, comment: "Good" },
    ]);
    expect(updateTeachingLogSchema.safeParse(payload).success).toBe(true);
  });

  it("offers only placed students not already in the log", () => {
    const values = valuesFromNext(next);
    const kept = values.students.slice(0, 1);
    const addable = addableStudents(next.students, kept);
    expect(addable.map((s) => s.student_class_ticket_id)).toEqual([32]);
    const first = addable[0];
    if (!first) throw new Error("fixture");
    expect(rowForPlaced(first)).toMatchObject({
      student_class_ticket_id: 32,
      attendance_status: "1",
      name: "Amy Lin",
    });
  });

  it("writes through admin/, plain or group endpoints by kind and role", () => {
    expect(teachingLogPath("private", true)).toBe("/admin/lesson-log");
    expect(teachingLogPath("private", false)).toBe("/lesson-log");
    expect(teachingLogPath("group", true)).toBe("/group-lesson-log");
    expect(teachingLogPath("group", false)).toBe("/group-lesson-log");
  });

  it("edits through the same endpoint family it creates with", () => {
    for (const [kind, isStaff] of [
      ["private", true],
      ["private", false],
      ["group", true],
    ] as const) {
      const { create, update } = teachingLogEndpoints(kind, isStaff);
      expect([create.method, update.method]).toEqual(["POST", "PATCH"]);
      expect(update.path).toBe(`${create.path}/:id`);
    }
  });
});
