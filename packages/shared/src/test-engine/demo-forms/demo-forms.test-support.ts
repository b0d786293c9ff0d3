import { readFileSync } from "node:fs";
import { describeIssues, importFormJson } from "../form-json";
import type { ItemOfKind, TestForm, TestItem } from "../test-form.schemas";
import type { AttemptAnswers, ItemResponse } from "../test-response.schemas";
import { type DemoFormKey, demoFormUrl } from "./index";

/** A demo form's document as stored, and the form read from it (a failure lists every issue). */
export function loadDemoForm(key: DemoFormKey): { text: string; form: TestForm } {
  const text = readFileSync(demoFormUrl(key), "utf8");
  const result = importFormJson(text);
  if (!result.ok) throw new Error(`${key}:\n${describeIssues(result.issues).join("\n")}`);
  return { text, form: result.form };
}

export const itemsOf = (form: TestForm, moduleKey?: string): TestItem[] =>
  form.sections.flatMap((section) =>
    section.modules
      .filter((module) => moduleKey === undefined || module.key === moduleKey)
      .flatMap((m) => m.items),
  );

export function itemOf<K extends TestItem["kind"]>(form: TestForm, key: string, kind: K): ItemOfKind<K> {
  const item = itemsOf(form).find((candidate) => candidate.key === key);
  if (item?.kind !== kind) throw new Error(`${form.key}: no ${kind} item ${key}`);
  return item as ItemOfKind<K>;
}

/** The text of a single-choice item's keyed answer (what a recomputed answer is compared with). */
export function keyedText(form: TestForm, key: string): string {
  const item = itemOf(form, key, "single_choice");
  const choice = item.choices.find((candidate) => candidate.key === item.answer);
  if (!choice) throw new Error(`${key}: answer ${item.answer} is not a choice`);
  return choice.text;
}

/** The right response to an automatically scored item; a wrong one when `right` is false. */
function responseTo(item: TestItem, right: boolean): ItemResponse | undefined {
  switch (item.kind) {
    case "single_choice": {
      const wrong = item.choices.find((choice) => choice.key !== item.answer);
      return { kind: "single_choice", choice: right ? item.answer : (wrong?.key ?? null) };
    }
    case "student_response": {
      const accepted = item.accepted[0];
      const value =
        accepted?.type === "number" ? accepted.value : accepted?.type === "exact" ? accepted.value : "";
      return { kind: "student_response", text: right ? value : "99999" };
    }
    default:
      return undefined;
  }
}

/**
 * Answers to a form: items whose key `isRight` accepts answered right, the other automatic items wrong;
 * written and speaking items get the given grade (none: pending once answered).
 */
export function answersFor(
  form: TestForm,
  isRight: (key: string) => boolean,
  grade?: number,
): AttemptAnswers {
  const responses: Record<string, ItemResponse | undefined> = {};
  const grades: Record<string, number> = {};
  for (const item of itemsOf(form)) {
    if (item.kind === "written_response")
      responses[item.key] = { kind: "written_response", text: "An answer." };
    else if (item.kind === "speaking") responses[item.key] = { kind: "speaking", document_id: 1 };
    else responses[item.key] = responseTo(item, isRight(item.key));
    if ((item.kind === "written_response" || item.kind === "speaking") && grade !== undefined)
      grades[item.key] = grade;
  }
  return { responses, grades };
}
