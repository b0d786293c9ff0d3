import { z } from "zod";
import { dbIdValueSchema } from "../system/paging.schemas";
import { formKeySchema, formLine, formText } from "./form-text.schemas";
import { FORM_LIMITS } from "./test-engine.constants";

/**
 * A student's answer to one item, by the item's kind (the server checks the kind matches the item). An
 * empty answer (no choice, "" text) is allowed: it is saved as given and scores nothing.
 */
export const itemResponseSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("single_choice"), choice: formKeySchema.nullable() }),
  z.strictObject({
    kind: z.literal("multiple_select"),
    choices: z.array(formKeySchema).max(FORM_LIMITS.choices),
  }),
  z.strictObject({ kind: z.literal("student_response"), text: formLine(FORM_LIMITS.acceptedValue) }),
  z.strictObject({ kind: z.literal("written_response"), text: formText(FORM_LIMITS.passage) }),
  /** The uploaded recording (POST document); null until one is uploaded. */
  z.strictObject({ kind: z.literal("speaking"), document_id: dbIdValueSchema.nullable() }),
]);
export type ItemResponse = z.output<typeof itemResponseSchema>;
export type ResponseOfKind<K extends ItemResponse["kind"]> = Extract<ItemResponse, { kind: K }>;

/** What an attempt holds when it is routed or scored: answers and teacher grades by item key. */
export type AttemptAnswers = {
  readonly responses: Readonly<Record<string, ItemResponse | undefined>>;
  /** Teacher grades 0–4 of written and speaking items; a missing one is pending. */
  readonly grades?: Readonly<Record<string, number | undefined>>;
};
