import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../lib/i18n";
import { MONTH_FORMAT, MonthField, parseMonthText } from "./month-field";
import { itBehavesAsTypedField, type TypedFieldCase, typedFieldKit } from "./typed-field.test-support";

const MONTH: TypedFieldCase = {
  field: [MonthField, "Month", "month", MONTH_FORMAT],
  values: { initial: "2026-09", typed: "2026-03", picker: "September 2026" },
  // "2026-1" is a whole month on the way; the impossible 13th month is not taken.
  rewrites: { written: ["2026/3", "2026-03"], impossible: ["2026-13", "2026-01"] },
};

describe("parseMonthText", () => {
  it("reads whole, real months as YYYY-MM", () => {
    expect(parseMonthText("2026-09")).toBe("2026-09");
    expect(parseMonthText(" 2026/9 ")).toBe("2026-09");
    expect(parseMonthText("2026.12")).toBe("2026-12");
    expect(parseMonthText("2026年9月")).toBe("2026-09");
    expect(parseMonthText("202609")).toBe("2026-09");
  });

  it("refuses unfinished, impossible and other-order months", () => {
    for (const text of ["", "2", "2026", "2026-", "2026-0", "2026-13", "09/2026", "2026-09-01", "20261"]) {
      expect(parseMonthText(text), text).toBeNull();
    }
  });
});

describe("MonthField", () => {
  const { field, renderField } = typedFieldKit(MONTH);
  afterEach(async () => {
    await changeLocale("en", { persist: false });
  });

  itBehavesAsTypedField(MONTH);

  it("shows a value set from outside", () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <MonthField label="Month" value="2026-09" onChange={() => {}} />
      </MantineProvider>,
    );
    rerender(
      <MantineProvider env="test">
        <MonthField label="Month" value="2027-02" onChange={() => {}} />
      </MantineProvider>,
    );
    expect(field()).toHaveProperty("value", "2027-02");
  });

  it("picks a month from the picker, each month named with its year", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ initial: "2026-09", onChange });
    await user.click(field());
    expect(screen.getByRole("button", { name: "Previous year" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "September 2026" }).getAttribute("data-selected")).toBe("true");
    await user.click(screen.getByRole("button", { name: "November 2026" }));
    expect(onChange).toHaveBeenLastCalledWith("2026-11");
    expect(field()).toHaveProperty("value", "2026-11");
    expect(screen.queryByRole("button", { name: "November 2026" })).toBeNull();

    await user.click(field());
    await user.click(screen.getByRole("button", { name: "Next year" }));
    await user.click(screen.getByRole("button", { name: "February 2027" }));
    expect(onChange).toHaveBeenLastCalledWith("2027-02");
    expect(field()).toHaveProperty("value", "2027-02");
  });

  it("opens the picker on the year being typed", async () => {
    const user = userEvent.setup();
    renderField();
    await user.type(field(), "2031-05");
    expect(screen.getByRole("button", { name: "May 2031" }).getAttribute("data-selected")).toBe("true");
  });

  it("keeps YYYY-MM in Chinese, with the picker in the interface language", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale("zh-TW", { persist: false }));
    renderField({ initial: "2026-09" });
    expect(field()).toHaveProperty("value", "2026-09");
    await user.click(field());
    expect(screen.getByText("2026年")).toBeTruthy();
    expect(screen.getByRole("button", { name: "上一年" })).toBeTruthy();
    const september = screen.getByRole("button", { name: "2026年9月" });
    expect(september.textContent).toBe("9月");
    expect(screen.getByRole("button", { name: "清除月份" })).toBeTruthy();
  });
});
