import type { AttemptView, ItemResponse, StudentItem } from "@edu/shared/test-engine";

export type CurrentModule = NonNullable<AttemptView["current"]>;
export type Responses = Readonly<Record<string, ItemResponse | undefined>>;

/** The saved answers by item key (what a reload resumes with). */
export function responsesOf(view: AttemptView): Record<string, ItemResponse> {
  return Object.fromEntries(view.responses.map((saved) => [saved.item_key, saved.response]));
}

/** Whether a response holds an answer (an empty one is saved as given, and counts as unanswered). */
export function isAnswered(response: ItemResponse | undefined): boolean {
  if (!response) return false;
  switch (response.kind) {
    case "single_choice":
      return response.choice !== null;
    case "multiple_select":
      return response.choices.length > 0;
    case "student_response":
    case "written_response":
      return response.text.trim() !== "";
    case "speaking":
      return response.document_id !== null;
  }
}

/** Words as a reader counts them: runs of letters, digits and joined punctuation between spaces. */
export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words.filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The empty answer of an item's kind (what "clear" saves). */
export function emptyResponse(item: StudentItem): ItemResponse {
  switch (item.kind) {
    case "single_choice":
      return { kind: "single_choice", choice: null };
    case "multiple_select":
      return { kind: "multiple_select", choices: [] };
    case "student_response":
      return { kind: "student_response", text: "" };
    case "written_response":
      return { kind: "written_response", text: "" };
    case "speaking":
      return { kind: "speaking", document_id: null };
  }
}

/** Question numbers (1-based) left unanswered and marked for review: what the finish dialog lists. */
export function moduleGaps(items: readonly StudentItem[], responses: Responses, marked: ReadonlySet<string>) {
  const numbers = (keep: (item: StudentItem) => boolean) =>
    items.flatMap((item, index) => (keep(item) ? [index + 1] : []));
  return {
    unanswered: numbers((item) => !isAnswered(responses[item.key])),
    marked: numbers((item) => marked.has(item.key)),
  };
}

/** "1:05:09" or "12:04": the countdown as a test shows it. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
