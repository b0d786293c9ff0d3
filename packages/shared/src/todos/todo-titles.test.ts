import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locales";
import { TODO_TITLE_CODES, todoTitleText } from "./todo-titles";

describe("system to-do titles: codes rendered per reader", () => {
  const cls = {
    label: "SAT Group A",
    label_translations: { "zh-TW": { name: "SAT 甲班" }, "zh-CN": { name: "SAT 甲班（简）" } },
    day: "2026-03-02 18:00",
    teacher: "王美玲",
  };

  it("names the class in the reader's language, else the other Chinese, else its base name", () => {
    expect(todoTitleText("zh-TW", "attendance_missing", cls)).toBe("尚未點名：SAT 甲班，2026-03-02 18:00");
    expect(todoTitleText("zh-CN", "attendance_missing", cls)).toBe(
      "尚未点名：SAT 甲班（简），2026-03-02 18:00",
    );
    expect(todoTitleText("en", "attendance_missing", cls)).toBe(
      "Attendance not marked: SAT Group A, 2026-03-02 18:00",
    );
    const twOnly = { ...cls, label_translations: { "zh-TW": { name: "SAT 甲班" } } };
    expect(todoTitleText("zh-CN", "invitation_unanswered", twOnly)).toBe(
      "教师邀请尚未回复：王美玲 · SAT 甲班",
    );
  });

  it("every code reads in every language with nothing left unfilled; an event's texts are picked per reader", () => {
    for (const locale of LOCALES) {
      for (const code of TODO_TITLE_CODES) {
        if (code === "texts") continue;
        expect(todoTitleText(locale, code, cls), `${locale} ${code}`).not.toMatch(/[{}]/);
      }
    }
    const texts = { en: "Payment not credited", "zh-TW": "付款未入帳", "zh-CN": "付款未入账" };
    expect(todoTitleText("zh-CN", "texts", { texts })).toBe("付款未入账");
  });
});
