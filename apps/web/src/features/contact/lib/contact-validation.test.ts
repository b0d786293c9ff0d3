import { beforeAll, describe, expect, it } from "vitest";
import { i18n, preloadLocale } from "../../../lib/i18n";
import { EMPTY_CONTACT, serverFieldErrors, toContactPayload, validateContact } from "./contact-validation";

const t = i18n.getFixedT("en", "contact");
const valid = { ...EMPTY_CONTACT, name: "Ann", message: "Hello", captcha: "abcd" };

beforeAll(async () => {
  await preloadLocale("zh-TW", ["contact"]);
});

describe("contact form validation", () => {
  it("requires name, message and captcha with the spec's messages", () => {
    expect(validateContact(EMPTY_CONTACT, "key", t)).toEqual({
      name: "Please enter name",
      message: "Please enter message",
      captcha: "Please enter captcha",
    });
  });

  it("treats whitespace as empty", () => {
    const errors = validateContact({ ...valid, name: "   ", message: "\n " }, "key", t);
    expect(errors).toEqual({ name: "Please enter name", message: "Please enter message" });
  });

  it("checks the email format only when an email is given", () => {
    expect(validateContact(valid, "key", t)).toEqual({});
    expect(validateContact({ ...valid, email: "not-an-email" }, "key", t)).toEqual({
      email: "Please check email format",
    });
    expect(validateContact({ ...valid, email: " ann@example.com " }, "key", t)).toEqual({});
  });

  it("needs at least 7 digits in a phone number when one is given", () => {
    expect(validateContact({ ...valid, phone: "123 456" }, "key", t)).toEqual({
      phone: "Phone number needs at least 7 digits",
    });
    expect(validateContact({ ...valid, phone: "+886 2 1234 567" }, "key", t)).toEqual({});
    expect(validateContact({ ...valid, phone: "12345ab" }, "key", t)).toHaveProperty("phone");
  });

  it("reports a missing captcha key on the captcha field", () => {
    expect(validateContact(valid, "", t)).toEqual({ captcha: "Please enter captcha" });
  });

  it("shows the messages in Chinese", () => {
    const zh = i18n.getFixedT("zh-TW", "contact");
    expect(validateContact(EMPTY_CONTACT, "key", zh).name).toBe("請輸入姓名");
  });

  it("sends trimmed values and leaves out empty optional fields", () => {
    expect(toContactPayload({ ...valid, name: " Ann ", email: " ", phone: "" }, "k1")).toEqual({
      name: "Ann",
      message: "Hello",
      captcha: "abcd",
      captcha_key: "k1",
    });
  });

  it("maps a server 422 to the fields (captcha_key onto the captcha input)", () => {
    expect(
      serverFieldErrors({
        captcha: ["The captcha code is invalid"],
        email: ["Please check email format.", "x"],
      }),
    ).toEqual({ captcha: "The captcha code is invalid", email: "Please check email format." });
    expect(serverFieldErrors({ captcha_key: ["expired"] })).toEqual({ captcha: "expired" });
  });
});
