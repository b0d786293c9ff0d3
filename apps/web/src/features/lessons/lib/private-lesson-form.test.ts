import {
  addCustomLessonSchema,
  createGreetMeetingSchema,
  updateCustomLessonSchema,
} from "@edu/shared/lessons";
import { describe, expect, it } from "vitest";
import { zodFormValidator } from "../../../lib/form-errors";
import { person, storedLesson } from "./private-lesson.fixture";
import {
  addOnce,
  greetMeetingPayload,
  lessonFormErrors,
  lessonTypeOf,
  newGreetMeetingValues,
  newLessonValues,
  newStudentRow,
  newTeacherRow,
  todayIn,
  toLessonPayload,
  valuesFromLesson,
} from "./private-lesson-form";

describe("private lesson form", () => {
  it("starts with the spec §9 defaults, which the add schema accepts once titled", () => {
    const values = newLessonValues(1);
    expect(values).toMatchObject({
      duration_hours: 2,
      duration_minutes: 0,
      timezone: "Asia/Taipei",
      contact_tool_preference: "1",
      session_class_timeslots: [{ from: "", to: "", times: 2, per: "M" }],
    });
    const payload = toLessonPayload({ ...values, title: "English" });
    const parsed = addCustomLessonSchema.parse(payload);
    expect(parsed.session_class_timeslots).toEqual([{ from: null, to: null, times: 2, per: "M" }]);
    expect(parsed.started_at).toBeNull();
    expect(parsed.contact_tool_preference).toBe(1);
  });

  it("sends the start as date plus time with seconds, or null when either is missing (spec 02 §5)", () => {
    const start = (started_date: string, started_time: string) =>
      toLessonPayload({ ...newLessonValues(1), title: "SAT", started_date, started_time });
    expect(start("2026-05-02", "09:30")).toMatchObject({ started_at: "2026-05-02 09:30:00" });
    expect(start("2026-05-02", "09:30:15").started_at).toBe("2026-05-02 09:30:15");
    expect(start("2026-05-02", "").started_at).toBeNull();
    expect(start("", "09:30").started_at).toBeNull();
    expect(start(" ", " ").started_at).toBeNull();
    // One value only: no separate date or time that could be read as half a start.
    const payload = start("2026-05-02", "");
    expect(payload).not.toHaveProperty("started_date");
    expect(payload).not.toHaveProperty("started_time");
    expect(addCustomLessonSchema.parse(start("2026-05-02", "09:30")).started_at).toBe("2026-05-02 09:30:00");
  });

  it("shows a refused start on the date field", () => {
    expect(lessonFormErrors({ started_at: "Use a date", title: "Required" })).toEqual({
      started_date: "Use a date",
      title: "Required",
    });
  });

  it("reads the path's privateType as the lesson type", () => {
    expect(lessonTypeOf("private-lessons")).toBe(1);
    expect(lessonTypeOf("custom-lessons")).toBe(2);
    expect(lessonTypeOf(undefined)).toBe(1);
  });

  it("adds teachers with salary unit 3 in TWD and students with fee 0, each person once", () => {
    const teacher = newTeacherRow(person(501, "美玲", "王"));
    expect(teacher).toMatchObject({ salary_unit: "3", salary_currency: "TWD", name: "王美玲" });
    const student = newStudentRow(person(301, "Amy", "Lin"));
    const rows = addOnce([student], newStudentRow(person(301, "Amy", "Lin")), (r) => r.student_user_id);
    expect(rows).toHaveLength(1);
  });

  it("sends money as minor units and never sends action modes or ticket ids", () => {
    const values = {
      ...newLessonValues(2),
      title: "Essay coaching",
      lesson_requests: [{ ...newStudentRow(person(301, "Amy", "Lin")), fee: "1,200", online_fee: "" }],
      teachers: [{ ...newTeacherRow(person(501, "美玲", "王")), salary: "950", online_salary: "800" }],
    };
    const payload = toLessonPayload(values) as {
      lesson_requests: Record<string, unknown>[];
      teachers: Record<string, unknown>[];
    };
    expect(payload.lesson_requests[0]).toMatchObject({
      student_user_id: 301,
      fee: 120000,
      online_fee: null,
      online_fee_currency: null,
    });
    expect(payload.teachers[0]).toMatchObject({ salary: 95000, online_salary: 80000, salary_unit: 3 });
    for (const row of [...payload.lesson_requests, ...payload.teachers]) {
      expect(row).not.toHaveProperty("action_mode");
      expect(row).not.toHaveProperty("student_class_ticket_id");
    }
    expect(addCustomLessonSchema.safeParse(payload).success).toBe(true);
  });

  it("reports a bad amount on the row's field and a missing title on the title", () => {
    const values = {
      ...newLessonValues(1),
      teachers: [{ ...newTeacherRow(person(501, "美玲", "王")), salary: "950.5" }],
    };
    const errors = zodFormValidator(addCustomLessonSchema, (v: typeof values) => toLessonPayload(v))(values);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["title", "teachers.0.salary"]));
  });

  it("round-trips a storedLesson lesson into the edit form and back; a removed row is simply absent", () => {
    const values = valuesFromLesson(storedLesson);
    expect(values.started_time).toBe("16:00");
    expect(values.session_class_timeslots).toEqual([{ from: "16:00", to: "17:30", times: 1, per: "W" }]);
    expect(values.lesson_requests[0]).toMatchObject({ fee: "1500", need_pay_first: true });
    expect(values.teachers[0]).toMatchObject({ salary: "40.50", salary_unit: "1", online_salary: "30" });
    const payload = updateCustomLessonSchema.parse(toLessonPayload(values, 41));
    expect(payload.class_id).toBe(41);
    expect(payload.lesson_requests[0]).toMatchObject({ fee: 150000, default_parents_receivers: [401] });
    expect(payload.teachers[0]).toMatchObject({ salary: 4050, salary_currency: "USD", online_salary: 3000 });
    expect(payload.started_at).toBe("2026-12-01 16:00:00");
    // The stored Chinese titles come back as typed; English is the base title.
    expect(values.translations).toEqual({ "zh-TW": { title: "SAT 一對一" }, "zh-CN": { title: "" } });
    expect(payload.translations).toEqual({
      en: { title: "" },
      "zh-TW": { title: "SAT 一對一" },
      "zh-CN": { title: "" },
    });

    const without = toLessonPayload({ ...values, teachers: [] }, 41) as { teachers: unknown[] };
    expect(without.teachers).toEqual([]);
  });
});

describe("greet meeting defaults", () => {
  it("is today at 08:00 Asia/Taipei, decided, at the class address, 30 minutes", () => {
    // 20:00 UTC on the 22nd is already the 23rd in Taipei.
    const now = new Date("2026-11-22T20:00:00Z");
    expect(todayIn("Asia/Taipei", now)).toBe("2026-11-23");
    const values = newGreetMeetingValues(now);
    expect(values).toEqual({
      is_decided: true,
      date: "2026-11-23",
      time: "08:00",
      timezone: "Asia/Taipei",
      is_same_address: true,
      address: "",
      duration_minutes: 30,
    });
    const body = createGreetMeetingSchema.parse(greetMeetingPayload(values, storedLesson));
    expect(body).toMatchObject({
      session_class_id: 41,
      teacher_user_ids: [501],
      started_at: "2026-11-23 08:00:00",
      is_same_address: true,
    });
  });

  it("sends an undecided time as null", () => {
    const body = greetMeetingPayload({ ...newGreetMeetingValues(), is_decided: false }, storedLesson);
    expect(body.started_at).toBeNull();
  });
});
