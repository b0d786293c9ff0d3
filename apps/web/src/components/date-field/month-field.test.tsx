import { MantineProvider, Modal } from "@mantine/core";
import { useForm } from "@mantine/form";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../lib/i18n";
import { MonthField, type MonthFieldProps, parseMonthText } from "./month-field";

function Harness({ initial = "", onChange, ...props }: Partial<MonthFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <MonthField
        label="Month"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </MantineProvider>
  );
}

function FormHarness({ onValues }: { onValues: (values: { period: string }) => void }) {
  const form = useForm({ initialValues: { period: "2026-01" } });
  onValues(form.getValues());
  return (
    <MantineProvider env="test">
      <MonthField label="Month" {...form.getInputProps("period")} />
    </MantineProvider>
  );
}

const field = () => screen.getByRole("textbox", { name: /^Month/ });

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
  afterEach(async () => {
    await changeLocale("en", { persist: false });
  });

  it("shows the value as YYYY-MM, with the format as placeholder", () => {
    render(<Harness initial="2026-09" />);
    expect(field()).toHaveProperty("value", "2026-09");
    expect(field().getAttribute("placeholder")).toBe("YYYY-MM");
  });

  it("gives the typed month as YYYY-MM", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(field(), "2026-09");
    expect(onChange).toHaveBeenLastCalledWith("2026-09");
    await user.tab();
    expect(field()).toHaveProperty("value", "2026-09");
    expect(screen.getByTestId("value").textContent).toBe("2026-09");
  });

  it("shows another way of writing the month as YYYY-MM once the field is left", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), "2026/3");
    await user.tab();
    expect(field()).toHaveProperty("value", "2026-03");
    expect(screen.getByTestId("value").textContent).toBe("2026-03");
  });

  it("keeps the last month when the text is not a month, and puts it back on leaving", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-09" onChange={onChange} />);
    await user.clear(field());
    onChange.mockClear();
    await user.type(field(), "2026-13");
    // "2026-1" is a whole month on the way; the impossible 13th month is not taken.
    expect(onChange).not.toHaveBeenCalledWith("2026-13");
    expect(onChange).toHaveBeenLastCalledWith("2026-01");
    await user.tab();
    expect(field()).toHaveProperty("value", "2026-01");
  });

  it("gives an empty string when the field is emptied, required or not", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<Harness initial="2026-09" onChange={onChange} />);
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith("");
    unmount();

    const onRequiredChange = vi.fn();
    render(<Harness initial="2026-09" required onChange={onRequiredChange} />);
    await user.clear(field());
    expect(onRequiredChange).toHaveBeenLastCalledWith("");
    await user.tab();
    expect(field()).toHaveProperty("value", "");
  });

  it("has a labelled clear button on optional fields", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-09" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Clear the month" }));
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(field()).toHaveProperty("value", "");
    expect(screen.queryByRole("button", { name: "Clear the month" })).toBeNull();
  });

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

  it("works with a Mantine form's getInputProps", async () => {
    const user = userEvent.setup();
    let values = { period: "" };
    render(<FormHarness onValues={(next) => (values = next)} />);
    expect(field()).toHaveProperty("value", "2026-01");
    await user.clear(field());
    expect(values.period).toBe("");
    await user.type(field(), "2026-03");
    await user.tab();
    expect(values.period).toBe("2026-03");
    expect(field()).toHaveProperty("value", "2026-03");
  });

  it("picks a month from the picker, each month named with its year", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-09" onChange={onChange} />);
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
    render(<Harness />);
    await user.type(field(), "2031-05");
    expect(screen.getByRole("button", { name: "May 2031" }).getAttribute("data-selected")).toBe("true");
  });

  it("closes the picker on Escape before the modal around it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <Modal opened onClose={onClose} title="Place" transitionProps={{ duration: 0 }}>
          <MonthField label="Month" value="2026-09" onChange={() => {}} />
        </Modal>
      </MantineProvider>,
    );
    await user.click(field());
    expect(screen.getByRole("button", { name: "September 2026" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps YYYY-MM in Chinese, with the picker in the interface language", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale("zh-TW", { persist: false }));
    render(<Harness initial="2026-09" />);
    expect(field()).toHaveProperty("value", "2026-09");
    await user.click(field());
    expect(screen.getByText("2026年")).toBeTruthy();
    expect(screen.getByRole("button", { name: "上一年" })).toBeTruthy();
    const september = screen.getByRole("button", { name: "2026年9月" });
    expect(september.textContent).toBe("9月");
    expect(screen.getByRole("button", { name: "清除月份" })).toBeTruthy();
  });
});
