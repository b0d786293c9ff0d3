import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { validateParent } from "../components/bind/parent-bind-form";
import { validateStudent } from "../components/bind/student-bind-form";
import { validateTeacher } from "../components/bind/teacher-bind-form";
import { destinationAfterSignIn } from "./after-sign-in";
import { describeFailure } from "./form-errors";
import { type RegisterValues, toRegisterPayload, validateRegister } from "./register-form";

describe("sign-in failures (spec §8)", () => {
  it("maps Not found user and Unauthorized to the inline credentials message", () => {
    expect(describeFailure(new ApiError(400, { message: "Not found user" }))).toEqual({
      kind: "credentials",
    });
    expect(describeFailure(new ApiError(400, { message: "Unauthorized" }))).toEqual({ kind: "credentials" });
  });
  it("recognises Blocked (the client has gone to /inactive)", () => {
    expect(describeFailure(new ApiError(400, { message: "Blocked" }))).toEqual({ kind: "blocked" });
  });
  it("puts the first message of each field on the field", () => {
    const error = new ApiError(422, {
      message: "Validation failed",
      errors: { username: ["Required.", "Too short."], "student_emails.1": ["Not found."] },
    });
    expect(describeFailure(error)).toEqual({
      kind: "fields",
      errors: { username: "Required.", "student_emails.1": "Not found." },
    });
  });
  it("shows the server's message for 429, and the generic text for 500 and network failures", () => {
    expect(describeFailure(new ApiError(429, { message: "Too many attempts" }))).toEqual({
      kind: "message",
      text: "Too many attempts",
    });
    expect(describeFailure(new ApiError(500, { message: "boom" }))).toEqual({ kind: "message", text: "" });
    expect(describeFailure(new ApiError(0, { message: "offline" }))).toEqual({ kind: "message", text: "" });
  });
});

describe("after sign-in", () => {
  it("sends an unbound account to /register-detail", () => {
    expect(destinationAfterSignIn({ finish_bind: false })).toBe("/register-detail");
  });
  it("returns to the remembered path, but not to the landing or account pages", () => {
    window.localStorage.setItem("edu.lastPath", "/users?page=2");
    expect(destinationAfterSignIn({ finish_bind: true })).toBe("/users?page=2");
    window.localStorage.setItem("edu.lastPath", "/");
    expect(destinationAfterSignIn({ finish_bind: true })).toBe("/home");
    window.localStorage.setItem("edu.lastPath", "/register");
    expect(destinationAfterSignIn({ finish_bind: true })).toBe("/home");
  });
});

const registerValues: RegisterValues = {
  username: "amy.chen",
  email: "amy@example.com",
  first_name: "",
  last_name: "",
  password: "long-enough",
  password_confirmation: "long-enough",
  captcha: "x7k2",
  captcha_key: "key",
};

describe("register validation", () => {
  it("accepts a complete form and trims what it sends", () => {
    expect(validateRegister(registerValues)).toEqual({});
    const payload = toRegisterPayload({ ...registerValues, username: "  amy.chen " }, "line-token");
    expect(payload).toMatchObject({
      username: "amy.chen",
      first_name: undefined,
      line_user_id_token: "line-token",
    });
  });
  it("requires username and captcha, checks email format, length and the confirmation", () => {
    const errors = validateRegister({
      ...registerValues,
      username: " ",
      email: "not-an-email",
      password: "short",
      password_confirmation: "other",
      captcha: "",
    });
    expect(errors).toEqual({
      username: "This field is required.",
      email: "Please check email format.",
      password: "Passwords have 8 to 128 characters.",
      password_confirmation: "The passwords do not match.",
      captcha: "Please enter the captcha.",
    });
  });
});

describe("register-detail forms (spec §5)", () => {
  it("student: school and a phone with at least 7 digits", () => {
    const base = { first_name: "", last_name: "", school: "", grade_level: null, phone: "" };
    expect(validateStudent(base)).toEqual({
      school: "This field is required.",
      phone: "This field is required.",
    });
    // +886 adds 3 digits: the number itself still needs 7.
    expect(validateStudent({ ...base, school: "TAS", phone: "+886 1234" })).toEqual({
      phone: "Phone number needs at least 7 digits.",
    });
    expect(validateStudent({ ...base, school: "TAS", phone: "+886 912345678", grade_level: "11" })).toEqual(
      {},
    );
  });
  it("teacher: college, major and phone", () => {
    const errors = validateTeacher({
      first_name: "",
      last_name: "",
      college: " ",
      major: "",
      phone: "+1 5551234",
      bio: "",
    });
    expect(errors).toEqual({ college: "This field is required.", major: "This field is required." });
  });
  it("parent: at least one student email; blank rows ignored; each filled row an email", () => {
    const base = { first_name: "", last_name: "", phone: "+886 912345678" };
    expect(validateParent({ ...base, student_emails: ["", " "] })).toEqual({
      "student_emails.0": "You must link at least one student.",
    });
    expect(validateParent({ ...base, student_emails: ["kid@example.com", "", "oops"] })).toEqual({
      "student_emails.2": "Please check email format.",
    });
    expect(validateParent({ ...base, student_emails: ["kid@example.com", ""] })).toEqual({});
  });
});
