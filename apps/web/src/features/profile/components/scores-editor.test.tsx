import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { rowsToScores, type ScoreRow, scoreRowErrors, scoresToRows } from "../lib/test-scores";
import { ScoresEditor } from "./scores-editor";

function Harness({
  initial,
  onChange,
}: {
  initial: Record<string, unknown>;
  onChange: (rows: ScoreRow[]) => void;
}) {
  const [rows, setRows] = useState(() => scoresToRows(initial));
  return (
    <MantineProvider>
      <ScoresEditor
        value={rows}
        onChange={(next) => {
          setRows(next);
          onChange(next);
        }}
        errors={{ "test_scores.0.score": "Enter the score." }}
      />
    </MantineProvider>
  );
}

describe("ScoresEditor", () => {
  it("edits, adds and removes key → value rows", () => {
    const onChange = vi.fn();
    render(<Harness initial={{ SAT: 1450, TOEFL: "110" }} onChange={onChange} />);
    const last = () => onChange.mock.calls.at(-1)?.[0] as ScoreRow[];

    expect((screen.getByRole("textbox", { name: "Score 1" }) as HTMLInputElement).value).toBe("1450");
    fireEvent.change(screen.getByRole("textbox", { name: "Score 1" }), { target: { value: "1500" } });
    expect(rowsToScores(last())).toEqual({ SAT: 1500, TOEFL: 110 });

    fireEvent.click(screen.getByRole("button", { name: "Add score" }));
    fireEvent.change(screen.getByLabelText("Test 3", { selector: "input" }), { target: { value: "IELTS" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Score 3" }), { target: { value: "7.5 / 9" } });
    expect(rowsToScores(last())).toEqual({ SAT: 1500, TOEFL: 110, IELTS: "7.5 / 9" });

    fireEvent.click(screen.getByRole("button", { name: "Remove score 2" }));
    expect(rowsToScores(last())).toEqual({ SAT: 1500, IELTS: "7.5 / 9" });
    expect(screen.getByText("Enter the score.")).toBeTruthy();
  });

  it("shows the empty state", () => {
    render(<Harness initial={{}} onChange={vi.fn()} />);
    expect(screen.getByText("No test scores yet.")).toBeTruthy();
  });
});

describe("score rows", () => {
  it("drops blank rows and reports missing, duplicate and too long parts", () => {
    const rows = [
      { key: "a", name: "SAT", score: "1400" },
      { key: "b", name: "", score: "" },
      { key: "c", name: "sat", score: "1500" },
      { key: "d", name: "", score: "30" },
      { key: "e", name: "ACT", score: "" },
      { key: "f", name: "x".repeat(61), score: "y".repeat(101) },
    ];
    expect(scoreRowErrors(rows)).toEqual({
      "test_scores.2.name": "duplicate",
      "test_scores.3.name": "nameRequired",
      "test_scores.4.score": "scoreRequired",
      "test_scores.5.name": "nameTooLong",
      "test_scores.5.score": "scoreTooLong",
    });
    expect(rowsToScores([rows[0], rows[1]] as ScoreRow[])).toEqual({ SAT: 1400 });
  });
});
