import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../lib/i18n";
import { DATE_FORMAT, DateField, parseDateText } from "./date-field";
import { itBehavesAsTypedField, type TypedFieldCase, typedFieldKit } from "./typed-field.test-support";

const DATE: TypedFieldCase = {
  field: [DateField, "Start date", "date", DATE_FORMAT],
  values: { initial: "2026-09-01", typed: "2026-09-15", picker: "17 September 2026" },
  // "2026-02-3" is a whole date on the way; the impossible 30 February is not taken.
  rewrites: { written: ["2026/9/3", "2026-09-03"], impossible: ["2026-02-30", "2026-02-03"] },
};

describe("parseDateText", () => {
  it("reads whole, real dates as YYYY-MM-DD", () => {
    expect(parseDateText("2026-09-01")).toBe("2026-09-01");
    expect(parseDateText(" 2026/9/1 ")).toBe("2026-09-01");
    expect(parseDateText("2026.12.31")).toBe("2026-12-31");
    expect(parseDateText("2026年9月1日")).toBe("2026-09-01");
    expect(parseDateText("20260901")).toBe("2026-09-01");
    expect(parseDateText("2024-02-29")).toBe("2024-02-29");
  });

  it("refuses unfinished, impossible and other-order dates", () => {
    for (const text of [
      "",
      "2",
      "2026-09",
      "2026-09-",
      "2026-02-30",
      "2026-13-01",
      "09/01/2026",
      "0026-0-1",
    ]) {
      expect(parseDateText(text), text).toBeNull();
    }
  });
});

describe("DateField", () => {
  const { field, renderField } = typedFieldKit(DATE);
  afterEach(async () => {
    await changeLocale("en", { persist: false });
  });

  itBehavesAsTypedField(DATE);

  it("picks a day from the calendar, each day named by its date", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ initial: "2026-09-01", onChange });
    await user.click(field());
    expect(screen.getByRole("button", { name: "Previous month" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "17 September 2026" }));
    expect(onChange).toHaveBeenLastCalledWith("2026-09-17");
    expect(field()).toHaveProperty("value", "2026-09-17");
  });

  it("keeps YYYY-MM-DD in Chinese, with the calendar in the interface language", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale("zh-TW", { persist: false }));
    renderField({ initial: "2026-09-01" });
    expect(field()).toHaveProperty("value", "2026-09-01");
    await user.click(field());
    expect(screen.getByText("2026年9月")).toBeTruthy();
    expect(screen.getByRole("button", { name: "上個月" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "2026年9月17日" })).toBeTruthy();
    // Weeks start on Sunday (日) in Taiwan.
    const weekdays = [...document.querySelectorAll("thead th")].map((cell) => cell.textContent);
    expect(weekdays[0]).toBe("日");
  });
});
