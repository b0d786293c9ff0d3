import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  defaultChoices,
  formatMergeValue,
  type MergeChoices,
  MergeConflictChooser,
} from "./merge-conflict-chooser";

const conflicts = [
  { field: "email", from: "old@example.com", to: "new@example.com" },
  { field: "student_profiles.school", from: "Taipei American School", to: null },
  { field: "student_profiles.test_scores", from: { SAT: 1500 }, to: { SAT: 1400 } },
];

function Harness({ onChange }: { onChange: (choices: MergeChoices) => void }) {
  const [value, setValue] = useState(defaultChoices(conflicts));
  return (
    <MantineProvider>
      <MergeConflictChooser
        conflicts={conflicts}
        fromLabel="dup (removed)"
        toLabel="real (kept)"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </MantineProvider>
  );
}

describe("MergeConflictChooser", () => {
  it("starts every field on the kept user's value", () => {
    expect(defaultChoices(conflicts)).toEqual({
      email: "to",
      "student_profiles.school": "to",
      "student_profiles.test_scores": "to",
    });
    render(<Harness onChange={() => {}} />);
    expect(
      (screen.getByRole("radio", { name: "Keep new@example.com for email" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole("radio", { name: "Keep old@example.com for email" }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("shows both values of each field, empty ones as a dash, objects as JSON", () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByText("Taipei American School")).toBeTruthy();
    expect(screen.getByText('{"SAT":1500}')).toBeTruthy();
    expect(formatMergeValue(null)).toBe("—");
    expect(formatMergeValue("")).toBe("—");
  });

  it("choosing the removed user's value for one field changes only that field", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole("radio", { name: "Keep old@example.com for email" }));
    expect(onChange).toHaveBeenLastCalledWith({
      email: "from",
      "student_profiles.school": "to",
      "student_profiles.test_scores": "to",
    });
    expect(
      (screen.getByRole("radio", { name: "Keep old@example.com for email" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole("radio", { name: "Keep new@example.com for email" }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("says so when there is nothing to choose", () => {
    render(
      <MantineProvider>
        <MergeConflictChooser conflicts={[]} fromLabel="a" toLabel="b" value={{}} onChange={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByTestId("merge-no-conflicts").textContent).toContain("No conflicting fields");
  });
});
