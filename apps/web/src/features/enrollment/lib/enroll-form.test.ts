import { describe, expect, it } from "vitest";
import {
  type EnrollValues,
  emptyStudent,
  initialEnrollValues,
  stepOfField,
  validateEnrollStep,
} from "./enroll-form";

const filled = (): EnrollValues => ({
  ...initialEnrollValues(),
  role: "parent",
  contact: {
    first_name: "Jennifer",
    last_name: "Huang",
    email: "jennifer@example.com",
    phone: "+886 933 222 111",
    home_phone: "",
    address: "",
    line_id: "",
  },
  students: [
    { ...emptyStudent(), first_name: "Ethan", email: "ethan@example.com" },
    { ...emptyStudent(), first_name: "Chloe", email: "chloe@example.com" },
  ],
});

describe("enrollment step validation (shared schema)", () => {
  it("accepts a complete step one", () => {
    expect(validateEnrollStep(0, filled())).toEqual({});
  });

  it("requires names, a valid email and a phone of at least 7 digits", () => {
    const values = filled();
    values.contact.first_name = " ";
    values.contact.email = "not-an-email";
    values.contact.phone = "12-34";
    const errors = validateEnrollStep(0, values);
    expect(Object.keys(errors).sort()).toEqual(["contact.email", "contact.first_name", "contact.phone"]);
    expect(errors["contact.email"]).toMatch(/email/i);
  });

  it("refuses a student email used twice, on the exact student row (case-insensitive)", () => {
    const values = filled();
    values.students[1] = { ...values.students[1]!, email: "ETHAN@example.com" };
    const errors = validateEnrollStep(0, values);
    expect(Object.keys(errors)).toEqual(["students.1.email"]);
    expect(errors["students.1.email"]).toBe("The emails of all students and the parent must be different.");
  });

  it("refuses a student with the parent's email", () => {
    const values = filled();
    values.students[0] = { ...values.students[0]!, email: "jennifer@example.com" };
    expect(Object.keys(validateEnrollStep(0, values))).toEqual(["students.0.email"]);
  });

  it("lets a student enrol only themselves, with their own email", () => {
    const values = filled();
    values.role = "student";
    expect(Object.keys(validateEnrollStep(0, values))).toEqual(["students"]);
    values.students = [{ ...values.students[0]!, email: "jennifer@example.com" }];
    expect(validateEnrollStep(0, values)).toEqual({});
  });

  it("step two needs at least one class and a currency of TWD, RMB or USD", () => {
    const values = filled();
    expect(Object.keys(validateEnrollStep(1, values))).toEqual(["course_session_ids"]);
    values.course_session_ids = ["11", "12"];
    expect(validateEnrollStep(1, values)).toEqual({});
    values.currency = "EUR" as never;
    expect(Object.keys(validateEnrollStep(1, values))).toEqual(["currency"]);
  });

  it("sends server errors back to the step that owns the field", () => {
    expect(stepOfField("students.1.email")).toBe(0);
    expect(stepOfField("contact.phone")).toBe(0);
    expect(stepOfField("course_session_ids")).toBe(1);
    expect(stepOfField("confirm")).toBe(2);
  });
});
