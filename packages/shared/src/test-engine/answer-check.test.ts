import { describe, expect, it } from "vitest";
import { checkStudentResponse, scoreItem } from "./answer-check";
import { parseRational } from "./rational";
import { type AcceptedAnswer, type ItemOfKind, testItemSchema } from "./test-form.schemas";

const spr = (accepted: AcceptedAnswer[] | object[], entry: "sat_grid" | "free" = "sat_grid") =>
  testItemSchema.parse({
    key: "q",
    kind: "student_response",
    stem: "?",
    entry,
    accepted,
  }) as ItemOfKind<"student_response">;

describe("reading numbers exactly", () => {
  it.each([
    ["3.5", [7n, 2n]],
    [".5", [1n, 2n]],
    ["-.25", [-1n, 4n]],
    ["7/2", [7n, 2n]],
    ["-2/3", [-2n, 3n]],
    ["14/4", [7n, 2n]],
    ["0.10", [1n, 10n]],
    ["5.", [5n, 1n]],
  ])("%s", (text, [n, d]) => {
    expect(parseRational(text)).toEqual({ n, d });
  });

  it.each([
    "",
    ".",
    "-",
    "1/0",
    "1e3",
    "0x10",
    "2/-3",
    "1 1/2",
    "3,5",
    "Infinity",
    "NaN",
    "1/2/3",
    `${"9".repeat(101)}`,
  ])("refuses %j", (text) => {
    expect(parseRational(text)).toBeUndefined();
  });
});

describe("student-produced responses (SAT grid)", () => {
  const threeHalves = spr([{ type: "number", value: "7/2" }]);
  const twoThirds = spr([{ type: "number", value: "2/3" }]);
  const minusTwoThirds = spr([{ type: "number", value: "-2/3" }]);

  it.each<[ItemOfKind<"student_response">, string, boolean, string?]>([
    [threeHalves, "3.5", true],
    [threeHalves, "7/2", true],
    [threeHalves, "14/4", true],
    [threeHalves, " 3.50 ", true],
    [threeHalves, "３.５", true],
    [threeHalves, "3 1/2", false, "not_a_number"],
    [threeHalves, "+3.5", false, "not_a_number"],
    [threeHalves, "3.4", false],
    [threeHalves, "3.50000", false, "too_long"],
    [threeHalves, "", false, "empty"],
    [threeHalves, "   ", false, "empty"],
    [threeHalves, "abc", false, "not_a_number"],
    [twoThirds, "2/3", true],
    [twoThirds, ".6666", true],
    [twoThirds, ".6667", true],
    [twoThirds, "0.666", true],
    [twoThirds, "0.667", true],
    [twoThirds, ".666", false],
    [twoThirds, ".66", false],
    [twoThirds, "0.67", false],
    [twoThirds, ".6668", false],
    [minusTwoThirds, "-2/3", true],
    [minusTwoThirds, "−2/3", true],
    [minusTwoThirds, "-.6666", true],
    [minusTwoThirds, "-0.667", true],
    [minusTwoThirds, "-0.67", false],
    [minusTwoThirds, "2/3", false],
    [spr([{ type: "number", value: ".5" }]), "1/2", true],
    [spr([{ type: "number", value: "-12" }]), "-12.00", true],
  ])("answer %#: %j → %s", (item, text, accepted, problem) => {
    expect(checkStudentResponse(item, text)).toEqual(problem ? { accepted, problem } : { accepted });
  });
});

describe("student-produced responses (free entry)", () => {
  it.each<[object[], string, boolean]>([
    [[{ type: "number", value: "15.5", tolerance: "0.01" }], "15.51", true],
    [[{ type: "number", value: "15.5", tolerance: "0.01" }], "15.52", false],
    [[{ type: "number", value: "1500" }], "1,500", true],
    [[{ type: "number", value: "1500" }], "1,50,0", false],
    [[{ type: "number", value: "2/3" }], ".6667", false],
    [[{ type: "range", min: "2", max: "5/2" }], "2.5", true],
    [[{ type: "range", min: "2", max: "5/2" }], "2", true],
    [[{ type: "range", min: "2", max: "5/2" }], "2.51", false],
    [[{ type: "exact", value: "Photosynthesis" }], "  photosynthesis ", true],
    [[{ type: "exact", value: "carbon  dioxide" }], "Carbon dioxide", true],
    [[{ type: "exact", value: "NaCl", case_sensitive: true }], "nacl", false],
    [
      [
        { type: "exact", value: "x+1" },
        { type: "number", value: "4" },
      ],
      "4.0",
      true,
    ],
  ])("%j accepts %j: %s", (accepted, text, expected) => {
    expect(checkStudentResponse(spr(accepted, "free"), text).accepted).toBe(expected);
  });

  it("never evaluates what a student types", () => {
    const item = spr([{ type: "number", value: "4" }], "free");
    expect(checkStudentResponse(item, "2+2")).toEqual({ accepted: false, problem: "not_a_number" });
    expect(checkStudentResponse(item, "(() => 4)()")).toEqual({ accepted: false, problem: "not_a_number" });
  });
});

describe("one item's points", () => {
  const essay = testItemSchema.parse({
    key: "w",
    kind: "written_response",
    length: "long",
    stem: "?",
    rubric: "r",
    weight: 1.5,
  });

  it("scores a teacher-graded answer grade × weight, pending until graded", () => {
    expect(scoreItem(essay, { kind: "written_response", text: "An answer." })).toEqual({
      earned: 0,
      max: 6,
      state: "pending",
    });
    expect(scoreItem(essay, { kind: "written_response", text: "An answer." }, 3)).toEqual({
      earned: 4.5,
      max: 6,
      state: "graded",
    });
    expect(scoreItem(essay, { kind: "written_response", text: " " })).toEqual({
      earned: 0,
      max: 6,
      state: "unanswered",
    });
  });

  it("counts an answer of another kind as no answer", () => {
    const choice = testItemSchema.parse({
      key: "c",
      kind: "single_choice",
      stem: "?",
      choices: [
        { key: "A", text: "a" },
        { key: "B", text: "b" },
      ],
      answer: "A",
    });
    expect(scoreItem(choice, { kind: "student_response", text: "A" })).toEqual({
      earned: 0,
      max: 1,
      state: "unanswered",
    });
  });
});
