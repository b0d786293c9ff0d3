import type { CourseSession } from "@edu/shared";
import { describe, expect, it } from "vitest";
import {
  type CourseSessionValues,
  toCourseSessionPayload,
  toCourseSessionValues,
  validateCourseSession,
} from "./course-session-form";

const valid = (patch: Partial<CourseSessionValues> = {}): CourseSessionValues => ({
  ...toCourseSessionValues(null),
  title: "SAT Summer 2026 Taipei",
  fee: "65,000",
  ...patch,
});

describe("course session form validation", () => {
  it("accepts a complete session and sends the fee in minor units", () => {
    const values = valid({ course_id: "18", start_date: "2026-07-01", end_date: "2026-08-15" });
    expect(validateCourseSession("create")(values)).toEqual({});
    const payload = toCourseSessionPayload(values);
    expect(payload.fee).toBe(6_500_000);
    expect(payload.course_id).toBe(18);
    expect(payload.time_from).toBeNull();
  });
  it("requires a title", () => {
    expect(validateCourseSession("create")(valid({ title: "   " }))).toHaveProperty(
      "title",
      "This field is required.",
    );
  });
  it("refuses a fee that is not money greater than 0 (USD allows cents, TWD whole units)", () => {
    const validate = validateCourseSession("create");
    expect(validate(valid({ fee: "0" }))).toHaveProperty("fee");
    expect(validate(valid({ fee: "-5" }))).toHaveProperty("fee");
    expect(validate(valid({ fee: "12.50" }))).toHaveProperty("fee");
    expect(validate(valid({ fee: "12.50", currency: "USD" }))).toEqual({});
    expect(toCourseSessionPayload(valid({ fee: "12.50", currency: "USD" })).fee).toBe(1250);
    // No fee at all: priced per lesson.
    expect(validate(valid({ fee: "" }))).toEqual({});
  });
  it("refuses an end date before the start and a time to not after the time from", () => {
    const errors = validateCourseSession("edit")(
      valid({ start_date: "2026-08-01", end_date: "2026-07-01", time_from: "10:00", time_to: "09:00" }),
    );
    expect(Object.keys(errors).sort()).toEqual(["end_date", "time_to"]);
  });
  it("refuses a badly formed time and the same tag twice", () => {
    const errors = validateCourseSession("create")(valid({ time_from: "25:00", tags: ["SAT", "sat"] }));
    expect(errors).toHaveProperty("time_from");
    expect(errors).toHaveProperty("tags");
  });
  it("round-trips a stored session", () => {
    const stored = {
      id: 12,
      course_id: 18,
      course: { id: 18, title: "SAT" },
      type: "group",
      is_private: false,
      title: "TOEFL online",
      short_name: "TOEFL-ON",
      city: "online",
      fee: 120_050,
      currency: "USD",
      need_pay_first: true,
      is_online: true,
      start_date: "2026-01-15",
      end_date: "2026-12-15",
      date: "Tue & Thu",
      time_from: "19:30",
      time_to: "21:00",
      test_templates: [],
      session_templates: ["Week 1"],
      class_templates: [],
      tags: ["TOEFL"],
      translations: { "zh-TW": { title: "托福線上班", city: "線上" } },
      localized: { title: "TOEFL online", short_name: "TOEFL-ON", city: "online", date: "Tue & Thu" },
      missing_locales: ["zh-CN"],
      active: true,
      class_count: 1,
      ticket_count: 2,
      created_at: "",
      updated_at: "",
    } satisfies CourseSession;
    const values = toCourseSessionValues(stored);
    expect(values.fee).toBe("1200.50");
    const payload = toCourseSessionPayload(values);
    expect(payload).toMatchObject({ fee: 120_050, course_id: 18, time_from: "19:30", tags: ["TOEFL"] });
    // English is the base fields (the stored English translation is cleared); Chinese is sent whole.
    expect(payload.translations).toEqual({
      en: { title: "", short_name: "", city: "", date: "" },
      "zh-TW": { title: "托福線上班", short_name: "", city: "線上", date: "" },
      "zh-CN": { title: "", short_name: "", city: "", date: "" },
    });
  });
});
