import { MantineProvider, Modal } from "@mantine/core";
import { useForm } from "@mantine/form";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, useState } from "react";
import { expect, it, vi } from "vitest";

type FieldProps = { label: string; value: string; onChange: (value: string) => void; required?: boolean };

/** A typed field (DateField, MonthField) and the values its shared tests type, keep and refuse. */
export type TypedFieldCase = {
  /** The field, its label, what it holds as the tests' names say it ("date"), and its format. */
  field: readonly [Field: ComponentType<FieldProps>, label: string, what: string, format: string];
  /** A value shown at first, one typed whole, and a button the picker shows for the first. */
  values: { initial: string; typed: string; picker: string };
  /**
   * Another way of writing a value and how the field shows it once left; an impossible value, and the
   * last whole value typed on the way to it, which is kept.
   */
  rewrites: { written: readonly [string, string]; impossible: readonly [string, string] };
};

type HarnessProps = Partial<FieldProps> & {
  Field: ComponentType<FieldProps>;
  label: string;
  initial?: string;
};

/** The field with its value held in state (and shown in `value`), as a page holds it. */
function Harness({ Field, initial = "", onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <Field
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

/** The field bound to a Mantine form's value, reported on every render. */
function FormHarness({
  Field,
  label,
  initial,
  onValues,
}: HarnessProps & { onValues: (values: { value: string }) => void }) {
  const form = useForm({ initialValues: { value: initial ?? "" } });
  const input = form.getInputProps("value");
  onValues(form.getValues());
  return (
    <MantineProvider env="test">
      <Field label={label} value={input.value} onChange={input.onChange} />
    </MantineProvider>
  );
}

/** The field on screen, and `renderField` to put it there with its value in state. */
export function typedFieldKit({ field: [Field, label] }: TypedFieldCase) {
  const field = () => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });
  const renderField = (props: Omit<HarnessProps, "Field" | "label"> = {}) =>
    render(<Harness Field={Field} label={label} {...props} />);
  return { field, renderField };
}

/** The behaviour DateField and MonthField share: typing, keeping, clearing, forms, and Escape in a modal. */
export function itBehavesAsTypedField(c: TypedFieldCase) {
  const {
    field: [Field, label, what, format],
    values: { initial, typed, picker },
    rewrites: { written, impossible },
  } = c;
  const { field, renderField } = typedFieldKit(c);

  it(`shows the value as ${format}, with the format as placeholder`, () => {
    renderField({ initial: initial });
    expect(field()).toHaveProperty("value", initial);
    expect(field().getAttribute("placeholder")).toBe(format);
  });

  it(`gives the typed ${what} as ${format}`, async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ onChange });
    await user.type(field(), typed);
    expect(onChange).toHaveBeenLastCalledWith(typed);
    await user.tab();
    expect(field()).toHaveProperty("value", typed);
    expect(screen.getByTestId("value").textContent).toBe(typed);
  });

  it(`shows another way of writing the ${what} as ${format} once the field is left`, async () => {
    const user = userEvent.setup();
    const [other, shown] = written;
    renderField();
    await user.type(field(), other);
    await user.tab();
    expect(field()).toHaveProperty("value", shown);
    expect(screen.getByTestId("value").textContent).toBe(shown);
  });

  it(`keeps the last ${what} when the text is not a ${what}, and puts it back on leaving`, async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const [refused, kept] = impossible;
    renderField({ initial: initial, onChange });
    await user.clear(field());
    onChange.mockClear();
    await user.type(field(), refused);
    // A whole value on the way is taken; the impossible one typed last is not.
    expect(onChange).not.toHaveBeenCalledWith(refused);
    expect(onChange).toHaveBeenLastCalledWith(kept);
    await user.tab();
    expect(field()).toHaveProperty("value", kept);
  });

  it("gives an empty string when the field is emptied, required or not", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderField({ initial: initial, onChange });
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith("");
    unmount();

    const onRequiredChange = vi.fn();
    renderField({ initial: initial, required: true, onChange: onRequiredChange });
    await user.clear(field());
    expect(onRequiredChange).toHaveBeenLastCalledWith("");
    await user.tab();
    expect(field()).toHaveProperty("value", "");
  });

  it("has a labelled clear button on optional fields", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({ initial: initial, onChange });
    await user.click(screen.getByRole("button", { name: `Clear the ${what}` }));
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(field()).toHaveProperty("value", "");
    expect(screen.queryByRole("button", { name: `Clear the ${what}` })).toBeNull();
  });

  it("works with a Mantine form's getInputProps", async () => {
    const user = userEvent.setup();
    let values = { value: "" };
    render(
      <FormHarness Field={Field} label={label} initial={initial} onValues={(next) => (values = next)} />,
    );
    expect(field()).toHaveProperty("value", initial);
    await user.clear(field());
    expect(values.value).toBe("");
    await user.type(field(), typed);
    await user.tab();
    expect(values.value).toBe(typed);
    expect(field()).toHaveProperty("value", typed);
  });

  it("closes the picker on Escape before the modal around it", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <Modal opened onClose={onClose} title="Place" transitionProps={{ duration: 0 }}>
          <Field label={label} value={initial} onChange={() => {}} />
        </Modal>
      </MantineProvider>,
    );
    await user.click(field());
    expect(screen.getByRole("button", { name: picker })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
}
