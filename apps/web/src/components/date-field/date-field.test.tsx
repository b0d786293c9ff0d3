import { MantineProvider, Modal } from "@mantine/core";
import { useForm } from "@mantine/form";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale } from "../../lib/i18n";
import { DateField, type DateFieldProps, parseDateText } from "./date-field";

function Harness({ initial = "", onChange, ...props }: Partial<DateFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <DateField
        label="Start date"
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

function FormHarness({ onValues }: { onValues: (values: { from: string }) => void }) {
  const form = useForm({ initialValues: { from: "2026-01-05" } });
  onValues(form.getValues());
  return (
    <MantineProvider env="test">
      <DateField label="Start date" {...form.getInputProps("from")} />
    </MantineProvider>
  );
}

const field = () => screen.getByRole("textbox", { name: /^Start date/ });

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
  afterEach(async () => {
    await changeLocale("en", { persist: false });
  });

  it("shows the value as YYYY-MM-DD, with the format as placeholder", () => {
    render(<Harness initial="2026-09-01" />);
    expect(field()).toHaveProperty("value", "2026-09-01");
    expect(field().getAttribute("placeholder")).toBe("YYYY-MM-DD");
  });

  it("gives the typed date as YYYY-MM-DD", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(field(), "2026-09-15");
    expect(onChange).toHaveBeenLastCalledWith("2026-09-15");
    await user.tab();
    expect(field()).toHaveProperty("value", "2026-09-15");
    expect(screen.getByTestId("value").textContent).toBe("2026-09-15");
  });

  it("shows another way of writing the date as YYYY-MM-DD once the field is left", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), "2026/9/3");
    await user.tab();
    expect(field()).toHaveProperty("value", "2026-09-03");
    expect(screen.getByTestId("value").textContent).toBe("2026-09-03");
  });

  it("keeps the last date when the text is not a date, and puts it back on leaving", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-09-01" onChange={onChange} />);
    await user.clear(field());
    onChange.mockClear();
    await user.type(field(), "2026-02-30");
    // "2026-02-3" is a whole date on the way; the impossible 30 February is not taken.
    expect(onChange).not.toHaveBeenCalledWith("2026-02-30");
    expect(onChange).toHaveBeenLastCalledWith("2026-02-03");
    await user.tab();
    expect(field()).toHaveProperty("value", "2026-02-03");
  });

  it("gives an empty string when the field is emptied, required or not", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<Harness initial="2026-09-01" onChange={onChange} />);
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith("");
    unmount();

    const onRequiredChange = vi.fn();
    render(<Harness initial="2026-09-01" required onChange={onRequiredChange} />);
    await user.clear(field());
    expect(onRequiredChange).toHaveBeenLastCalledWith("");
    await user.tab();
    expect(field()).toHaveProperty("value", "");
  });

  it("has a labelled clear button on optional fields", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-09-01" onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Clear the date" }));
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(field()).toHaveProperty("value", "");
  });

  it("works with a Mantine form's getInputProps", async () => {
    const user = userEvent.setup();
    let values = { from: "" };
    render(<FormHarness onValues={(next) => (values = next)} />);
    expect(field()).toHaveProperty("value", "2026-01-05");
    await user.clear(field());
    expect(values.from).toBe("");
    await user.type(field(), "2026-03-04");
    await user.tab();
    expect(values.from).toBe("2026-03-04");
    expect(field()).toHaveProperty("value", "2026-03-04");
  });

  it("picks a day from the calendar, each day named by its date", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-09-01" onChange={onChange} />);
    await user.click(field());
    expect(screen.getByRole("button", { name: "Previous month" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "17 September 2026" }));
    expect(onChange).toHaveBeenLastCalledWith("2026-09-17");
    expect(field()).toHaveProperty("value", "2026-09-17");
  });

  it("closes the calendar on Escape before the modal around it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <Modal opened onClose={onClose} title="Place" transitionProps={{ duration: 0 }}>
          <DateField label="Start date" value="2026-09-01" onChange={() => {}} />
        </Modal>
      </MantineProvider>,
    );
    await user.click(field());
    expect(screen.getByRole("button", { name: "17 September 2026" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps YYYY-MM-DD in Chinese, with the calendar in the interface language", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale("zh-TW", { persist: false }));
    render(<Harness initial="2026-09-01" />);
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
