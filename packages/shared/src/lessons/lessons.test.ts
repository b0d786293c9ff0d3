import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_STATUSES,
  addCustomLessonSchema,
  DEFAULT_ATTENDANCE_STATUS,
  isBillableAttendance,
  isPayableAttendance,
  localDateTimeSchema,
  optionalDateSchema,
  optionalTimeSchema,
  PRIVATE_LESSON_DEFAULTS,
} from ".";

describe("attendance statuses", () => {
  it("have unique codes and keys; the default (spec: 1) is present, billed and paid", () => {
    expect(new Set(ATTENDANCE_STATUSES.map((s) => s.code)).size).toBe(ATTENDANCE_STATUSES.length);
    expect(new Set(ATTENDANCE_STATUSES.map((s) => s.key)).size).toBe(ATTENDANCE_STATUSES.length);
    expect(ATTENDANCE_STATUSES.find((s) => s.code === DEFAULT_ATTENDANCE_STATUS)?.key).toBe("present");
  });

  it("say what bills and payroll do with each", () => {
    const table = Object.fromEntries(ATTENDANCE_STATUSES.map((s) => [s.key, [s.billable, s.payable]]));
    expect(table).toEqual({
      present: [true, true],
      late: [true, true],
      excused_absence: [false, false],
      absent: [true, true],
      cancelled_by_school: [false, false],
      cancelled_by_teacher: [false, false],
      late_cancellation: [true, true],
      make_up: [true, true],
    });
    expect([isBillableAttendance(99), isPayableAttendance(99)]).toEqual([false, false]);
  });
});

describe("lesson times", () => {
  it("reads the spec's date and time with or without seconds, and refuses impossible dates", () => {
    expect(localDateTimeSchema.parse("2026-03-02 14:00:00")).toBe("2026-03-02 14:00:00");
    expect(localDateTimeSchema.parse("2026-03-02T14:00")).toBe("2026-03-02 14:00:00");
    for (const bad of ["2026-02-30 10:00", "0000-00-00 00:00:00", "2026-03-02 24:00", "tomorrow"]) {
      expect(localDateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("reads 0000-00-00 and 00:00:00 as unset (spec 02 §5)", () => {
    expect(optionalDateSchema.parse("0000-00-00")).toBeNull();
    expect(optionalDateSchema.parse("2026-03-02")).toBe("2026-03-02");
    expect(optionalTimeSchema.parse("00:00:00")).toBeNull();
    expect(optionalTimeSchema.parse("00:00")).toBeNull();
    expect(optionalTimeSchema.parse("14:30")).toBe("14:30:00");
  });
});

describe("a new private lesson", () => {
  it("gets the spec's defaults (§9)", () => {
    const lesson = addCustomLessonSchema.parse({ title: "SAT 1:1", teachers: [{ teacher_user_id: 5 }] });
    expect(lesson).toMatchObject({
      type: 1,
      duration_hours: 2,
      duration_minutes: 0,
      timezone: "Asia/Taipei",
      contact_tool_preference: 1,
      session_class_timeslots: [{ from: null, to: null, times: 2, per: "M" }],
      teachers: [{ salary_unit: 3, salary_currency: "TWD" }],
    });
    expect(PRIVATE_LESSON_DEFAULTS.currency).toBe("TWD");
  });
});
